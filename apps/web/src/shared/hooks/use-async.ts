import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type AsyncState<T> =
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs `load` when the component mounts and whenever `key` changes, and tracks its stages
 * (spec section 4: pending, success, error). The answer of an outdated run is dropped.
 * `retry` runs it again. For calls that do not need the Redux store.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): AsyncState<T> & { retry: () => void } {
  const [state, setState] = useState<AsyncState<T> & { key: string; attempt: number }>({
    status: 'pending',
    key,
    attempt: 0,
  });
  const [attempt, setAttempt] = useState(0);

  // The latest `load` is read when the effect runs; `key` and `attempt` decide when it does.
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
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
