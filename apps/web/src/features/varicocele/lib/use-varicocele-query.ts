import { query, useApiQuery } from '../../../shared/api/use-api-query';

/**
 * A read of the varicocele pages through the app's one data layer (ADR 008). The cache is
 * shared by the whole app, so every key here carries the feature's prefix.
 */
export function useVaricoceleQuery<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  return useApiQuery(query(`varicocele:${key}`, load));
}
