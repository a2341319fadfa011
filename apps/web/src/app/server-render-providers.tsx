import type { ReactNode } from 'react';
import { ServerQueriesContext } from '../shared/api/server-queries';
import type { ServerQueries } from '../shared/api/server-queries';
import { ServerVisitorContext } from '../shared/lib/visitor-id';
import { RenderedCartContext } from '../shared/stores/stored-cart';
import type { RenderedCart } from '../shared/stores/stored-cart';
import { ControlsWaitForCode } from '../shared/ui/controls-wait-for-code';
import { AppProviders } from './providers';

/**
 * The providers around the router, the same on the server and in the browser so the two
 * trees match when the browser hydrates: on the server they carry the request's answers,
 * visitor and cart; in the browser the first two are null (the module cache and the stored
 * visitor id) and the cart is the one the page was rendered with. The page's controls wait
 * for their code inside them.
 */
export function RenderProviders({
  queries = null,
  visitor = null,
  cart = null,
  children,
}: {
  queries?: ServerQueries | null;
  visitor?: string | null;
  cart?: RenderedCart | null;
  children: ReactNode;
}) {
  return (
    <AppProviders>
      <ServerQueriesContext value={queries}>
        <ServerVisitorContext value={visitor}>
          <RenderedCartContext value={cart}>
            <ControlsWaitForCode>{children}</ControlsWaitForCode>
          </RenderedCartContext>
        </ServerVisitorContext>
      </ServerQueriesContext>
    </AppProviders>
  );
}
