import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Database } from '../../db/client';
import { registerRoute } from '../../plugins/contract-routes';
import { createCartService, type GatewayList } from './cart-service';

/** The cart calls; the checkout steps that change a cart live in the checkout module. */
export function cartRoutes(
  app: FastifyInstance,
  deps: { db: Database; paymentGateways: GatewayList },
) {
  const service = createCartService(deps.db, deps.paymentGateways);
  registerRoute(app, apiRoutes.createCheckout, async ({ body, request }) =>
    service.createCheckout(request.auth, body),
  );
  registerRoute(app, apiRoutes.addToCart, async ({ body, request }) =>
    service.addToCart(request.auth, body),
  );
  registerRoute(app, apiRoutes.cartItems, async ({ body, request }) =>
    service.cartItems(request.auth, body),
  );
  registerRoute(app, apiRoutes.removeFromCart, async ({ body, request }) =>
    service.removeFromCart(request.auth, body),
  );
  registerRoute(app, apiRoutes.updateOfCart, async ({ body, request }) =>
    service.updateOfCart(request.auth, body),
  );
}
