import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { requireUserId } from '../../plugins/auth';
import { registerRoute } from '../../plugins/contract-routes';
import type { PaymentGateways } from '../payments/gateways';
import { sandboxRoutes } from '../payments/sandbox-routes';
import { stripeWebhookRoute } from '../payments/stripe-webhook';
import { createCheckoutService } from './checkout-service';
import { createSiteOrigins } from '../../lib/site-origin';
import { createOrderQueries } from './order-queries';
import { createPaymentCompletion } from './payment-completion';
import { createPaymentService } from './payment-service';
import type { PaymentPages } from './payment-start';
import { createStripeEventHandler } from './stripe-events';
import { createSandboxSweep, SANDBOX_SWEEP_EVERY_MS } from './sandbox-sweep';
import { returnUrlPolicy } from './return-urls';

/**
 * The checkout calls (steps, payment, order) and the payment gateways' own routes: the
 * sandbox pages when a gateway runs without keys, and Stripe's webhook.
 */
export function checkoutRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config; mailer: Mailer; paymentGateways: PaymentGateways },
) {
  const { db, paymentGateways } = deps;
  const offered = () => paymentGateways.offered();
  const steps = createCheckoutService({ db, gateways: offered });
  const log = app.log;
  const completePayment = createPaymentCompletion({
    db,
    gateways: paymentGateways,
    mailer: deps.mailer,
    log,
  });
  const pay = createPaymentService({ db, gateways: paymentGateways, completePayment, log });
  const orders = createOrderQueries({ db, gateways: paymentGateways, log });
  const handleStripeEvent = createStripeEventHandler({ db, completePayment, log });
  if (paymentGateways.offered().some(({ id }) => paymentGateways.get(id)?.mode === 'sandbox')) {
    const sweep = createSandboxSweep({ db, completePayment, log });
    const timer = setInterval(() => {
      sweep().catch((error: unknown) => log.error({ err: error }, 'sandbox sweep failed'));
    }, SANDBOX_SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const site = createSiteOrigins(deps.config);
  const returnUrl = returnUrlPolicy(site);

  /** Origin, thank-you page and checkout page of a payment call (defaults on this host). */
  const pagesOf = (
    request: FastifyRequest,
    gateway: string,
    urls: { returnUrl?: string; cancelUrl?: string },
  ): PaymentPages => ({
    origin: site.of(request),
    returnUrl: returnUrl(urls.returnUrl, `/checkout/thankyou/${gateway}`, request, 'returnUrl'),
    cancelUrl: returnUrl(urls.cancelUrl, '/checkout', request, 'cancelUrl'),
  });

  registerRoute(app, apiRoutes.shippingDetails, async ({ body, request }) =>
    steps.shippingDetails(request.auth, body),
  );
  registerRoute(app, apiRoutes.updateShippingMethod, async ({ body, request }) =>
    steps.updateShippingMethod(request.auth, body),
  );
  registerRoute(app, apiRoutes.availableShippingMethods, async ({ query, request }) =>
    steps.availableShippingMethods(request.auth, query),
  );
  registerRoute(app, apiRoutes.availablePaymentGateways, async ({ body, request }) =>
    steps.availablePaymentGateways(request.auth, body.checkoutId),
  );
  registerRoute(app, apiRoutes.applyPromoCode, async ({ body, request }) =>
    steps.applyPromoCode(request.auth, body, request.ip),
  );
  registerRoute(app, apiRoutes.removePromoCode, async ({ body, request }) =>
    steps.removePromoCode(request.auth, body.checkoutId),
  );
  registerRoute(app, apiRoutes.assignVoucher, async ({ body, request }) =>
    steps.assignVoucher(request.auth, body, request.ip),
  );

  registerRoute(app, apiRoutes.createPayment, async ({ body, request }) =>
    pay.createPayment(request.auth, body, pagesOf(request, body.gateway, body)),
  );
  registerRoute(app, apiRoutes.paypalInitiate, async ({ body, request }) =>
    pay.paypalInitiate(request.auth, body, pagesOf(request, 'paypal', body)),
  );
  registerRoute(app, apiRoutes.verifyPayment, async ({ body, request }) =>
    pay.verifyPayment(request.auth, body),
  );
  registerRoute(app, apiRoutes.gpay, async ({ body, request }) =>
    pay.gpay(request.auth, body, pagesOf(request, 'googlepay', {})),
  );
  registerRoute(app, apiRoutes.checkoutStatus, async ({ body, request }) =>
    orders.checkoutStatus(request.auth, body.checkoutId),
  );
  registerRoute(app, apiRoutes.checkoutOrderDetails, async ({ body, request }) =>
    orders.checkoutOrderDetails(request.auth, body.checkoutId),
  );
  registerRoute(app, apiRoutes.orderList, async ({ request }) =>
    orders.orderList(requireUserId(request)),
  );

  if (paymentGateways.sandbox) sandboxRoutes(app, { db });
  stripeWebhookRoute(app, {
    db,
    secret: deps.config.stripe.webhookSecret,
    handle: handleStripeEvent,
  });
}
