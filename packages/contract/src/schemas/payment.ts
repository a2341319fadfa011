import { z } from 'zod';
import { paymentGatewayIds } from '../constants';

// The ids live in the zod-free constants module so the web app can use them without zod.
export { paymentGatewayIds };

/** The payment gateways the checkout offers; also the {paymentGateway} of the thank-you page. */
export const paymentGatewayId = z.enum(paymentGatewayIds);
export type PaymentGatewayId = z.infer<typeof paymentGatewayId>;

export const paymentGateway = z.object({
  id: paymentGatewayId,
  name: z.string().describe('Label shown to the shopper, e.g. "Credit card"'),
});
export type PaymentGateway = z.infer<typeof paymentGateway>;
