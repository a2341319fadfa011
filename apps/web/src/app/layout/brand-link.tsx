import type { ReactNode } from 'react';
import { NavLink } from '../../shared/ui/link';
import type { BrandLink as BrandLinkData } from '../../brands/brand';
import { ExternalLinkIcon } from '../../shared/ui/icons';
import { resolveLink, useBrandSite } from '../brand-site';

interface BrandLinkProps {
  link: BrandLinkData;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
  onClick?: () => void;
}

/**
 * A menu or footer link: a router link for pages of this app on this host, a plain link (with
 * an external-link icon) for another brand's site.
 */
export function BrandLink({ link, className, children, onClick }: BrandLinkProps) {
  const site = useBrandSite();
  const { href, internal } = resolveLink(site, link);
  const content = children ?? link.label;
  const staticClass = typeof className === 'function' ? className({ isActive: false }) : className;
  if (internal) {
    // A link to a section (/terms#privacy-policy) is never "the current page".
    const section = href.includes('#');
    return (
      <NavLink to={href} className={section ? staticClass : className} onClick={onClick}>
        {content}
      </NavLink>
    );
  }
  return (
    <a href={href} className={staticClass} onClick={onClick}>
      {content}
      <ExternalLinkIcon className="size-3.5 shrink-0 opacity-70" />
    </a>
  );
}
