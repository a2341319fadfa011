import { ButtonLink } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';

/**
 * The cart and checkout pages while the stored cart loads, or when there is none: one box,
 * so the one turning into the other moves nothing. The stored cart is the device's, so a
 * server-rendered page shows it loading until the browser knows (ADR 020); a visitor without
 * a cart then sees the text change in place.
 */
export function CartStatus({ loading, shopHref }: { loading: boolean; shopHref: string }) {
  return (
    <div className="space-y-4" role="status">
      <p className="flex items-center gap-2 text-lg text-text-muted">
        {loading ? (
          <>
            <Spinner /> Loading your cart…
          </>
        ) : (
          'Your cart is empty.'
        )}
      </p>
      <ButtonLink to={shopHref}>Continue Shopping</ButtonLink>
    </div>
  );
}
