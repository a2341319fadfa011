import type { ReactNode } from 'react';
import { ServerQueriesContext } from '../shared/api/server-queries';
import type { ServerQueries } from '../shared/api/server-queries';
import { ServerVisitorContext } from '../shared/lib/visitor-id';
import { AppProviders } from './providers';

/**
 * The providers around the router, the same on the server and in the browser so the two
 * trees match when the browser hydrates: on the server they carry the request's answers and
 * visitor; in the browser both are null (the module cache and the stored visitor id).
 */
export function RenderProviders({
  queries = null,
  visitor = null,
  children,
}: {
  queries?: ServerQueries | null;
  visitor?: string | null;
  children: ReactNode;
}) {
  return (
    <AppProviders>
      <ServerQueriesContext value={queries}>
        <ServerVisitorContext value={visitor}>{children}</ServerVisitorContext>
      </ServerQueriesContext>
    </AppProviders>
  );
}
