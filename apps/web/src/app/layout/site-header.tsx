import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../shared/ui/link';
import { syncCartCount, useCartCount } from '../../shared/stores/stored-cart';
import { useSignedIn } from '../../shared/hooks/use-signed-in';
import { ButtonLink } from '../../shared/ui/button';
import { CartIcon, CloseIcon, MenuIcon, StethoscopeIcon, UserIcon } from '../../shared/ui/icons';
import { resolveLink, shopLinks, sitePath, useBrandSite } from '../brand-site';
import type { PageHandle } from '../brand-site';
import { BrandLink } from './brand-link';
import { BrandLogo } from './brand-logo';

const iconButton =
  'relative inline-flex size-10 items-center justify-center rounded-full text-text hover:bg-surface-muted sm:size-11';

const menuLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-[0.9375rem] font-medium hover:bg-surface-muted hover:text-text ${
    isActive
      ? 'text-text underline decoration-brand decoration-2 underline-offset-8'
      : 'text-text-muted'
  }`;

const mobileMenuLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center gap-2 rounded-md px-3 text-base font-medium hover:bg-surface-muted ${
    isActive ? 'bg-brand-soft text-text' : 'text-text'
  }`;

/**
 * The sticky site header (spec section 2, Layout): logo, the brand's menu (a menu button on
 * small screens), the consult icon of the varicocele brands, careapp's call to action, the
 * profile icon and the cart icon with its item count.
 */
export function SiteHeader({ page }: { page: PageHandle | undefined }) {
  const site = useBrandSite();
  const { brand } = site;
  const { header } = brand;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const hasMenu = header.menu.length > 0;

  // A new page closes the mobile menu.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const signedIn = useSignedIn();

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 lg:h-18">
        <Link
          to={sitePath(site, '/')}
          aria-label={`${brand.name} home`}
          className="-ml-1 inline-flex min-h-11 items-center rounded-md px-1"
        >
          <BrandLogo brand={brand} variant="header" />
        </Link>

        {hasMenu && (
          <nav aria-label="Main" className="ml-4 hidden lg:block xl:ml-8">
            <ul className="flex items-center gap-0.5">
              {header.menu.map((link) => (
                <li key={link.label}>
                  <BrandLink link={link} className={menuLink} />
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <ConsultLink />
          {header.cta && (
            <ButtonLink
              to={sitePath(site, (signedIn && header.cta.signedInTo) || header.cta.to)}
              className="mr-1 rounded-full! px-4! sm:px-5!"
            >
              {header.cta.label}
            </ButtonLink>
          )}
          <Link
            to={sitePath(site, signedIn ? '/profile' : '/login')}
            aria-label={signedIn ? 'Your profile' : 'Sign in'}
            className={iconButton}
          >
            <UserIcon className="size-6" />
          </Link>
          {header.cart && <CartLink page={page} />}
          {hasMenu && (
            <button
              ref={menuButton}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label="Menu"
              onClick={() => setMenuOpen((open) => !open)}
              className={`${iconButton} lg:hidden`}
            >
              {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            </button>
          )}
        </div>
      </div>

      {hasMenu && (
        <nav
          id={menuId}
          aria-label="Main"
          hidden={!menuOpen}
          className="border-t border-border bg-surface px-4 pt-2 pb-4 shadow-md lg:hidden"
        >
          <ul className="mx-auto flex max-w-6xl flex-col gap-1">
            {header.menu.map((link) => (
              <li key={link.label}>
                <BrandLink
                  link={link}
                  className={mobileMenuLink}
                  onClick={() => setMenuOpen(false)}
                />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

/** The consult icon of the varicocele brands (spec section 2), to the varicocele /consult. */
function ConsultLink() {
  const site = useBrandSite();
  const consult = site.brand.header.consult;
  if (!consult) return null;
  const { href, internal } = resolveLink(site, consult);
  const icon = <StethoscopeIcon className="size-6" />;
  return internal ? (
    <Link to={href} aria-label={consult.label} className={iconButton}>
      {icon}
    </Link>
  ) : (
    <a href={href} aria-label={consult.label} className={iconButton}>
      {icon}
    </a>
  );
}

/** Cart pages: the cart icon then leads on to checkout when the cart holds items. */
function isCartPage(page: PageHandle | undefined) {
  return page?.page === 'cart';
}

/**
 * The cart icon with its item-count badge. It leads to the cart, or to checkout when the
 * visitor is already on a cart page holding items (spec section 2).
 */
export function CartLink({ page }: { page: PageHandle | undefined }) {
  const site = useBrandSite();
  const count = useCartCount();
  const location = useLocation();
  const shop = shopLinks(site);

  // Cheap on most pages: only fetches when the stored checkoutId changed since the last count.
  useEffect(() => {
    void syncCartCount();
  }, [location.pathname]);

  if (!shop) return null;
  const toCheckout = isCartPage(page) && count > 0;
  const label =
    count === 0
      ? 'Cart, empty'
      : `Cart, ${count} ${count === 1 ? 'item' : 'items'}${toCheckout ? ', go to checkout' : ''}`;
  return (
    <Link
      to={toCheckout ? shop.checkout : shop.cart}
      aria-label={label}
      className={iconButton}
      data-testid="cart-link"
    >
      <CartIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs leading-5 font-bold text-brand-contrast"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
