import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ISO), ticking each second; 0 once it has passed. */
export function useSecondsUntil(deadline: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline ? Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000)) : 0;
}
