/**
 * The four product variants (spec section 1). `careapp` is the health app served on the
 * generic host; the others may also have their own host names.
 */
export const brandIds = ['careapp', 'stud', 'varicocele', 'varicoceleorg'] as const;
export type BrandId = (typeof brandIds)[number];

/** What a host name shows: one of the branded variants, or the generic host (careapp + nested variants). */
export type HostBrand = Exclude<BrandId, 'careapp'> | 'generic';

/** The brand at the root of the generic host; the others are nested under `/{id}` there. */
export const GENERIC_HOST_BRAND = 'careapp' satisfies BrandId;

/** Local development hosts; production hosts come from the BRAND_HOSTS variable. */
export const defaultBrandHosts: Record<string, BrandId> = {
  'stud.localhost': 'stud',
  'varicocele.localhost': 'varicocele',
  'varicoceleorg.localhost': 'varicoceleorg',
};

export function isBrandId(value: string): value is BrandId {
  return (brandIds as readonly string[]).includes(value);
}

/** `Shop.Example.com.:8080` → `shop.example.com`. Handles bracketed IPv6 hosts too. */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    name = end === -1 ? name : name.slice(0, end + 1);
  } else {
    const colon = name.indexOf(':');
    if (colon !== -1) name = name.slice(0, colon);
  }
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * Which variant a request's host shows. Unknown hosts, and hosts mapped to `careapp`, are
 * the generic host, where careapp sits at the root and the other variants under a prefix.
 */
export function resolveBrand(
  host: string,
  hostMap: Record<string, BrandId> = defaultBrandHosts,
): HostBrand {
  const name = normalizeHost(host);
  // Keys are normalized too, so a map written with capitals or a port still matches.
  for (const [key, brand] of Object.entries(hostMap)) {
    if (normalizeHost(key) === name) return brand === 'careapp' ? 'generic' : brand;
  }
  return 'generic';
}

/**
 * Parses BRAND_HOSTS, e.g. `shop.example.com=stud,varicocele.example.com=varicocele`.
 * Whitespace around entries is ignored and an empty value gives an empty map; any malformed
 * entry throws so a typo fails at start-up rather than silently showing the generic host.
 */
export function parseBrandHosts(value: string): Record<string, BrandId> {
  const map: Record<string, BrandId> = {};
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const parts = entry.split('=');
    const host = parts[0]?.trim() ?? '';
    const brand = parts[1]?.trim() ?? '';
    if (parts.length !== 2 || !host || !brand) {
      throw new Error(`BRAND_HOSTS entry "${entry}" must have the form host=brand`);
    }
    if (!isBrandId(brand)) {
      throw new Error(
        `BRAND_HOSTS entry "${entry}" names unknown brand "${brand}" (expected one of ${brandIds.join(', ')})`,
      );
    }
    const name = normalizeHost(host);
    if (!/^[a-z0-9.-]+$/.test(name)) {
      throw new Error(`BRAND_HOSTS entry "${entry}" has an invalid host name "${host}"`);
    }
    if (name in map) throw new Error(`BRAND_HOSTS entry "${entry}" repeats host "${name}"`);
    map[name] = brand;
  }
  return map;
}

/**
 * The brand whose site renders `pathname` on a host that shows `hostBrand`: the host's own
 * brand, or on the generic host the brand nested at the path's first segment (`/stud/shop`,
 * `/ab_test/stud`) and careapp for every other path. Segments match without regard to case,
 * like the web app's routes. The web app loads this brand's file first; the server preloads it.
 */
export function pageBrand(hostBrand: HostBrand, pathname: string): BrandId {
  if (hostBrand !== 'generic') return hostBrand;
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const nested = segments[0] === 'ab_test' ? segments[1] : segments[0];
  return nested !== undefined && nested !== GENERIC_HOST_BRAND && isBrandId(nested)
    ? nested
    : GENERIC_HOST_BRAND;
}
