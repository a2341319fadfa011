import { ButtonLink } from '../shared/ui/button';
import { shopLinks, sitePath, useOptionalBrandSite } from './brand-site';

/**
 * The page-not-found text of the spec (section 2), typo included, with Continue Shopping on
 * the shop brands. Part of the entry chunk: route errors with status 404 render it too, and it
 * must not depend on loading more code.
 */
export function NotFound() {
  const site = useOptionalBrandSite();
  const shop = site ? shopLinks(site) : null;
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand uppercase">Error 404</p>
      <h1 className="mt-3 text-2xl font-semibold sm:text-3xl">
        We couldn&apos;t find the page your are looking for.
      </h1>
      <p className="mt-3 text-text-muted">
        The link may be out of date, or the page may have moved.
      </p>
      {site && shop ? (
        <ButtonLink to={shop.shop} className="mt-8">
          Continue Shopping
        </ButtonLink>
      ) : (
        <ButtonLink to={site ? sitePath(site, '/') : '/'} className="mt-8">
          Go to the home page
        </ButtonLink>
      )}
    </section>
  );
}
