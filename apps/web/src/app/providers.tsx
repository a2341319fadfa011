import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../shared/ui/error-boundary';

/**
 * Everything around the router: strict mode and the application-wide error boundary. Server
 * data needs no provider: `shared/api/use-api-query.ts` keeps its cache in the module.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary>{children}</ErrorBoundary>
    </StrictMode>
  );
}
