import type { BrandId } from '@mhp/contract/brands';
import type { Config } from '../config';

/**
 * The absolute root of a brand's site for links in emails: the brand's own host (same scheme
 * and port as PUBLIC_URL) when BRAND_HOSTS gives it one, else its prefix on the generic host
 * (careapp at the root, the others under /{brand}), as the web app mounts them.
 */
export function brandSiteUrl(
  config: Pick<Config, 'publicUrl' | 'brandHosts'>,
  brand: BrandId,
): string {
  const publicUrl = new URL(config.publicUrl);
  const host = Object.entries(config.brandHosts).find(([, id]) => id === brand)?.[0];
  if (host) return `${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ''}`;
  return `${config.publicUrl}${brand === 'careapp' ? '' : `/${brand}`}`;
}
