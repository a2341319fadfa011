import { useContext } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { safeReturnPath, withReturnPath } from '../lib/return-path';
import { Link } from './link';
import { AuthCardHomeContext, useSitePath } from './site-frame';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** Links to the neighbouring account pages, under the card. */
  footer?: ReactNode;
}

/** The centred card of the account pages. */
export function AuthCard({ title, children, footer }: AuthCardProps) {
  const home = useContext(AuthCardHomeContext);
  return (
    <div className="flex flex-1 flex-col items-center bg-surface-muted px-4 py-12 sm:py-20">
      {home}
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <div className="mt-3 text-text-muted">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-text-muted">{footer}</div>}
    </div>
  );
}

/** The sign-in's pages: a link between them keeps `from`, where the sign-in will end. */
const SIGN_IN_STEPS = new Set(['/login', '/register', '/reset-password']);

/** A text link inside page copy, to a page of the current brand. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  const sitePath = useSitePath();
  const [search] = useSearchParams();
  const from = SIGN_IN_STEPS.has(to) ? safeReturnPath(search.get('from')) : null;
  return (
    <Link
      to={from ? withReturnPath(sitePath(to), from) : sitePath(to)}
      className="inline-flex min-h-6 items-center font-semibold text-brand underline underline-offset-4 hover:no-underline"
    >
      {children}
    </Link>
  );
}
