/**
 * The health chat's disclaimer, shown under the composer (apps/web) and available to the
 * API for replies that need it. One wording for both apps.
 */
export const CHAT_DISCLAIMER =
  'This chat gives general health information, not a diagnosis or treatment. In an emergency, call your local emergency number.';
