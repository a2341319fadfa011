import { useEffect, useState } from 'react';

/** Seconds left until a resend is allowed; `restart(n)` starts counting down from n. */
export function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, restart: setLeft };
}

/** The wait a 429 sentence names ("... try again in 42 seconds."), in seconds. */
export function waitFromMessage(message: string): number | null {
  const match = /in (\d+) (seconds?|minutes?)/.exec(message);
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2]?.startsWith('minute') ? amount * 60 : amount;
}
