import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs `load` when the component mounts and whenever `key` changes, and tracks its stages
 * (spec section 4: pending, success, error). The answer of an outdated run is dropped.
 * `retry` runs it again. For calls that do not need the Redux store.
 *
 * `initialData`, when the answer for the first key is already at hand (embedded in the page by
 * the server), is the state from the first render, and that first load is skipped.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  initialData?: T,
): AsyncState<T> & { retry: () => void } {
  const [state, setState] = useState<AsyncState<T> & { key: string; attempt: number }>(() =>
    initialData === undefined
      ? { status: 'pending', key, attempt: 0 }
      : { status: 'success', data: initialData, key, attempt: 0 },
  );
  const [attempt, setAttempt] = useState(0);
  const seededKey = useRef(initialData === undefined ? null : key);

  // The latest `load` is read when the effect runs; `key` and `attempt` decide when it does.
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (seededKey.current === key && attempt === 0) {
      seededKey.current = null;
      return;
    }
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, key, attempt });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error, key, attempt });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Until the run for the current key and attempt answers, the state is pending.
  if (state.key !== key || state.attempt !== attempt) return { status: 'pending', retry };
  if (state.status === 'success') return { status: 'success', data: state.data, retry };
  if (state.status === 'error') return { status: 'error', error: state.error, retry };
  return { status: 'pending', retry };
}
