import { deriveKey, hmacSha256, safeEqual } from '../users/secrets';

/**
 * Signed links for a booking that work without signing in: `manage` (cancel and move) and
 * `interview`. A token is the booking id and an HMAC of purpose + id under a key derived from
 * the server secret, so a token for one purpose never opens the other, and nothing is stored.
 */
export type BookingTokenPurpose = 'manage' | 'interview';

export function createBookingTokens(serverSecret: string) {
  const key = deriveKey(serverSecret, 'consult-booking-links');
  const mac = (purpose: BookingTokenPurpose, bookingId: string) =>
    hmacSha256(key, `${purpose}:${bookingId}`);
  return {
    sign(purpose: BookingTokenPurpose, bookingId: string): string {
      return `${bookingId}.${mac(purpose, bookingId)}`;
    },
    /** The booking id of a valid token, else null. */
    verify(purpose: BookingTokenPurpose, token: string): string | null {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const bookingId = token.slice(0, dot);
      if (!/^[0-9a-f-]{36}$/.test(bookingId)) return null;
      return safeEqual(token.slice(dot + 1), mac(purpose, bookingId)) ? bookingId : null;
    },
  };
}
export type BookingTokens = ReturnType<typeof createBookingTokens>;
