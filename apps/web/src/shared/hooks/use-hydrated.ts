import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page; true after, and
 * from the start when the page was not server-rendered (ADR 020). What only the device knows
 * (local storage, the time zone, `document`) renders from here on, so hydration matches the
 * server's HTML and the value fills in right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A value only the device knows: `serverValue` on the server and during hydration, `read()`
 * after. `subscribe` re-reads it when it changes (a storage event, a sign-in).
 */
export function useDeviceValue<T>(
  read: () => T,
  serverValue: T,
  subscribe: (onChange: () => void) => () => void = never,
): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
