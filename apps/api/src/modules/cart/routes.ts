import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Database } from '../../db/client';
import { registerRoute } from '../../plugins/contract-routes';
import { cartService } from './cart-service';

/** Cart calls of this issue; remove, update and the checkout steps still answer 501. */
export function cartRoutes(app: FastifyInstance, deps: { db: Database }) {
  const service = cartService(deps.db);
  registerRoute(app, apiRoutes.createCheckout, async ({ body, request }) =>
    service.createCheckout(request.auth, body),
  );
  registerRoute(app, apiRoutes.addToCart, async ({ body, request }) =>
    service.addToCart(request.auth, body),
  );
  registerRoute(app, apiRoutes.cartItems, async ({ body, request }) =>
    service.cartItems(request.auth, body),
  );
}
