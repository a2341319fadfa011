import type { ReactNode } from 'react';
import { ServerQueriesContext } from '../shared/api/server-queries';
import type { ServerQueries } from '../shared/api/server-queries';
import { ServerVisitorContext } from '../shared/lib/visitor-id';
import { ControlsWaitForCode } from '../shared/ui/controls-wait-for-code';
import { AppProviders } from './providers';

/**
 * The providers around the router, the same on the server and in the browser so the two
 * trees match when the browser hydrates: on the server they carry the request's answers and
 * visitor; in the browser both are null (the module cache and the stored visitor id). The
 * page's controls wait for its code inside them.
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
        <ServerVisitorContext value={visitor}>
          <ControlsWaitForCode>{children}</ControlsWaitForCode>
        </ServerVisitorContext>
      </ServerQueriesContext>
    </AppProviders>
  );
}
