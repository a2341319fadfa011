/**
 * Navigation state for a move that continues what the user is doing where they are typing
 * (a new chat's first message opening its room): the layout then leaves focus alone instead
 * of moving it to the new page's content, as it does for every other navigation.
 */
export const KEEP_FOCUS = { keepFocus: true } as const;

export function keepsFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepFocus' in state;
}

/**
 * Does focus move to the new page's content after this navigation? Yes, except back and
 * forward (the reader stays where they were), a jump to a #fragment, and a KEEP_FOCUS move.
 */
export function focusesContent(
  navigationType: string,
  location: { hash: string; state: unknown },
): boolean {
  return navigationType !== 'POP' && !location.hash && !keepsFocus(location.state);
}
