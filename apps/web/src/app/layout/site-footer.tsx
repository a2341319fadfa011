import { Link } from '../../shared/ui/link';
import { LockIcon } from '../../shared/ui/icons';
import { sitePath, useBrandSite } from '../brand-site';
import { BrandLink } from './brand-link';
import { BrandLogo } from './brand-logo';
import { SocialIcon, socialNames } from './social-icon';

/**
 * '© 2025 Stud. All rights reserved.' with the current year, in UTC: the server renders the
 * footer too, and a visitor's own time zone would give another year around New Year's Eve
 * (a hydration mismatch).
 */
export function copyrightLine(name: string, now = new Date()): string {
  return `© ${now.getUTCFullYear()} ${name}. All rights reserved.`;
}

const footerLink =
  'inline-flex min-h-6 items-center gap-1 py-1 text-text-muted underline-offset-4 hover:text-text hover:underline';

/** The site footer: logo, links, social links and the copyright line (spec section 2). */
export function SiteFooter() {
  const site = useBrandSite();
  const { brand } = site;
  return (
    <footer className="mt-auto border-t border-border bg-surface-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Link
            to={sitePath(site, '/')}
            aria-label={`${brand.name} home`}
            className="inline-flex min-h-11 items-center rounded-md"
          >
            <BrandLogo brand={brand} />
          </Link>
          <p className="mt-3 max-w-xs text-sm text-text-muted">{brand.footer.blurb}</p>
        </div>

        <nav aria-label="Footer">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-text uppercase">
            Help
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {brand.footer.links.map((link) => (
              <li key={link.label}>
                <BrandLink link={link} className={footerLink} />
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-text uppercase">
            Follow us
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {brand.footer.social.map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${socialNames[network]} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-text hover:border-brand hover:text-brand"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-text-muted sm:px-6">
          {copyrightLine(brand.name)}
        </p>
      </div>
    </footer>
  );
}

/** The slim footer of stud's checkout pages: reassurance and the legal links only. */
export function CheckoutFooter() {
  const site = useBrandSite();
  const { brand } = site;
  return (
    <footer className="mt-auto border-t border-border bg-surface-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-text-muted sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="flex items-center gap-2">
          <LockIcon className="size-4 shrink-0 text-success" />
          Payments are encrypted and processed securely.
        </p>
        <nav aria-label="Checkout help">
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {brand.footer.links.map((link) => (
              <li key={link.label}>
                <BrandLink link={link} className={footerLink} />
              </li>
            ))}
          </ul>
        </nav>
        <p>{copyrightLine(brand.name)}</p>
      </div>
    </footer>
  );
}
