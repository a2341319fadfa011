import { SHIPPING_CLAIMS } from '@mhp/contract/constants';

const { usCanada, worldwide } = SHIPPING_CLAIMS;

/** The shipping promise: free in 3-5 business days to the US and Canada, 9-15 worldwide. */
export function ShippingClaims() {
  return (
    <ul className="grid gap-1.5 text-sm text-text-muted" data-testid="shipping-claims">
      <li>
        <strong className="text-text">Free shipping</strong> to the US and Canada in{' '}
        {usCanada.minBusinessDays}-{usCanada.maxBusinessDays} business days.
      </li>
      <li>
        Worldwide delivery in {worldwide.minBusinessDays}-{worldwide.maxBusinessDays} business days.
      </li>
    </ul>
  );
}
