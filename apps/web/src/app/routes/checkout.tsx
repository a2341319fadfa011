import { PageIntro } from '../components/page-intro';

export function Component() {
  return (
    <PageIntro eyebrow="Checkout" title="Delivery and payment">
      <p>
        Enter your delivery address, choose a shipping method and pay by card, PayPal or Google Pay.
        Shipping is free in 3–5 business days in the US and Canada.
      </p>
    </PageIntro>
  );
}
