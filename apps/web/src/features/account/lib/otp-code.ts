/** The one-time code's rules, without its field: pages check a code before its field loads. */
export const OTP_LENGTH = 6;

/** The digits of typed or pasted text: a six-digit run if there is one, else every digit. */
export function codeFromText(text: string): string {
  const run = /(?:^|\D)(\d{6})(?:\D|$)/.exec(text)?.[1];
  return (run ?? text.replace(/\D/g, '')).slice(0, OTP_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
