import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../shared/ui/link';
import { syncCartCount, useCartCount } from '../../shared/stores/stored-cart';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { InfoIcon, LockIcon } from '../../shared/ui/icons';
import { Popover } from '../../shared/ui/popover';
import { Tooltip } from '../../shared/ui/tooltip';
import { shopLinks, sitePath, useBrandSite } from '../brand-site';
import { BrandLogo } from './brand-logo';

/** 'Secure Checkout (1 item)', 'Secure Checkout (3 Items)' (spec section 2). */
export function secureCheckoutLabel(count: number): string {
  return `Secure Checkout (${count} ${count === 1 ? 'item' : 'Items'})`;
}

/**
 * The header of the checkout page: the logo asks before leaving for the cart, the item count,
 * an SSL tooltip and a popover on how payments are protected.
 */
export function CheckoutHeader() {
  const site = useBrandSite();
  const { brand } = site;
  const count = useCartCount();
  const navigate = useNavigate();
  const location = useLocation();
  const [confirming, setConfirming] = useState(false);
  const cartPath = shopLinks(site)?.cart ?? sitePath(site, '/cart');

  useEffect(() => {
    void syncCartCount();
  }, [location.pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={`${brand.name}: return to your cart`}
          className="-ml-1 inline-flex min-h-11 items-center rounded-md px-1"
        >
          <BrandLogo brand={brand} variant="checkout" />
        </button>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Tooltip label="Your connection to this page is encrypted with SSL.">
            <button
              type="button"
              aria-label="SSL secured"
              className="inline-flex size-10 items-center justify-center rounded-full text-success hover:bg-surface-muted"
            >
              <LockIcon className="size-5" />
            </button>
          </Tooltip>
          {/* The count is the device's (0 until the page has started): the label keeps one
              width, so it and the icons beside it do not move when the count fills in. At
              320 px that width is narrower and the label wraps, so the header fits the screen. */}
          <p className="min-w-[10em] text-sm leading-tight font-semibold text-balance sm:min-w-[13.5em] sm:text-base">
            {secureCheckoutLabel(count)}
          </p>
          <Popover
            label="How your payment is protected"
            trigger={<InfoIcon className="size-5" />}
            title="Your payment is protected"
            placement="bottom"
            align="end"
            triggerClassName="size-10 rounded-full text-text-muted hover:bg-surface-muted hover:text-text"
          >
            <p>
              Card details go straight to our payment provider over an encrypted connection. We
              never see or store your full card number.
            </p>
            <p className="mt-2">
              <Link to={sitePath(site, '/terms')}>Learn more</Link>
            </p>
          </Popover>
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Leave checkout?"
        message="Are you sure you want to return to your Shopping Cart?"
        confirmLabel="Return to cart"
        cancelLabel="Stay in checkout"
        onConfirm={() => {
          setConfirming(false);
          void navigate(cartPath);
        }}
        onCancel={() => setConfirming(false)}
      />
    </header>
  );
}
