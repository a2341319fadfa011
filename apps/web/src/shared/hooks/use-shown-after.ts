import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`, false as soon as it turns false. For
 * signs of waiting (a loading bar, `aria-busy`) that should not flash on quick loads: a wait
 * shorter than the delay shows nothing at all, and each new wait starts the delay again.
 */
export function useShownAfter(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  const immediate = delayMs <= 0;
  useEffect(() => {
    if (!active || immediate) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs, immediate]);
  return active && (immediate || shown);
}
