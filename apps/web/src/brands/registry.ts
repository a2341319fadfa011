import type { BrandId } from '@mhp/contract/brands';
import type { BrandConfig } from './brand';

/**
 * Every brand, found by file name: adding a brand means adding `<id>.brand.ts` (and its
 * assets); the contract's `brandIds` names which ids a host may map to.
 */
const modules = import.meta.glob<BrandConfig>('./*.brand.ts', { eager: true, import: 'brand' });

export const brands = Object.fromEntries(
  Object.values(modules).map((config) => [config.id, config]),
) as Record<BrandId, BrandConfig>;

/** The brand at the root of the generic host; the others are nested under `/{id}` there. */
export const GENERIC_HOST_BRAND: BrandId = 'careapp';
