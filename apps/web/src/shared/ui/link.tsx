import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';
import type { To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the app ('/shop', '../cart', { pathname, search }) or an absolute URL. */
  to: To;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** History state handed to the next page (`useLocation().state`). */
  state?: unknown;
  /** Keep the scroll position instead of starting the next page at its top. */
  preventScrollReset?: boolean;
  /** Load the page from the server instead of navigating in the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const absoluteUrl = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A link to a page of the app: an `<a href>` whose plain left click navigates in the router,
 * while modified clicks, `target="_blank"` and absolute URLs are left to the browser.
 *
 * Used instead of React Router's `<Link>`, whose prefetching, route discovery and view
 * transitions the app does not use but every first visit would download (about 2 KB gzip in
 * the entry, ADR 008). ESLint forbids importing `Link` and `NavLink` from react-router.
 */
export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  target,
  onClick,
  ref,
  children,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target, preventScrollReset });
  const external = typeof to === 'string' && absoluteUrl.test(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument && !external) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={external ? to : href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A class list, or one chosen by whether the link is the current page. */
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * A menu link that knows whether it is the current page (its path is the location's, case and
 * a trailing slash aside): it then gets `aria-current="page"`. Like React Router's `<NavLink end>`.
 */
export function NavLink({ className, ...props }: NavLinkProps) {
  const isActive = useIsCurrentPage(props.to);
  return (
    <Link
      aria-current={isActive ? 'page' : undefined}
      {...props}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

function useIsCurrentPage(to: To): boolean {
  const current = useLocation().pathname;
  const target = useResolvedPath(to).pathname;
  const normalize = (path: string) =>
    (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();
  return normalize(current) === normalize(target);
}
