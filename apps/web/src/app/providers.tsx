import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../shared/ui/error-boundary';

/**
 * Everything around the router: strict mode and the application-wide error boundary. The
 * Redux store is not here: pages that use RTK Query wrap themselves in StoreProvider
 * (app/store-provider.tsx), which keeps Redux out of the entry chunk.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary>{children}</ErrorBoundary>
    </StrictMode>
  );
}
