import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sitePath, useBrandSite } from '../brand-site';
import { usePageHandle } from '../layout/brand-layout';
import { BrandLogo } from '../layout/brand-logo';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** Links to the neighbouring account pages, under the card. */
  footer?: ReactNode;
}

/**
 * The centred card of the account pages. On pages without header and footer (stud's
 * register, OTP and password pages) it brings the logo, linking home, so there is a way back.
 */
export function AuthCard({ title, children, footer }: AuthCardProps) {
  const site = useBrandSite();
  const bare = usePageHandle()?.chrome === 'bare';
  return (
    <div className="flex flex-1 flex-col items-center bg-surface-muted px-4 py-12 sm:py-20">
      {bare && (
        <Link
          to={sitePath(site, '/')}
          aria-label={`${site.brand.name} home`}
          className="mb-8 inline-flex min-h-11 items-center rounded-md"
        >
          <BrandLogo brand={site.brand} variant="large" />
        </Link>
      )}
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <div className="mt-3 text-text-muted">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-text-muted">{footer}</div>}
    </div>
  );
}

/** A text link inside page copy. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  const site = useBrandSite();
  return (
    <Link
      to={sitePath(site, to)}
      className="inline-flex min-h-6 items-center font-semibold text-brand underline underline-offset-4 hover:no-underline"
    >
      {children}
    </Link>
  );
}
