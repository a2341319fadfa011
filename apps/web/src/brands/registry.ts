import { brandIds } from '@mhp/contract/brands';
import type { BrandId } from '@mhp/contract/brands';
import { importWithTimeout } from '../shared/lib/lazy-with-retry';
import type { BrandConfig } from './brand';

/**
 * Every brand's file, found by file name and loaded only when a page needs that brand: adding
 * a brand means adding `<id>.brand.ts` (and its assets); the contract's `brandIds` names
 * which ids a host may map to. Each file is a chunk of its own, so a first visit downloads
 * the one brand it shows, not all four (ADR 008).
 */
const files = import.meta.glob<BrandConfig>('./*.brand.ts', { import: 'brand' });

const loading = new Map<BrandId, Promise<BrandConfig>>();
const loaded = new Map<BrandId, BrandConfig>();

/** The loader of a brand's file (the contract's `brandModule(id)`, which the server preloads). */
function fileOf(id: BrandId): () => Promise<BrandConfig> {
  const file = files[`./${id}.brand.ts`];
  if (!file) throw new Error(`No brand file for ${id}`);
  return file;
}

/**
 * Loads the brands' files (each once, however often it is asked for); once it resolves,
 * `loadedBrands` has them and `buildRoutes` mounts their sites. Rejects with a
 * ChunkLoadError when a file cannot be downloaded (then it is tried again next time).
 */
export async function loadBrands(ids: readonly BrandId[]): Promise<BrandConfig[]> {
  return Promise.all(
    ids.map((id) => {
      let promise = loading.get(id);
      if (!promise) {
        promise = importWithTimeout(fileOf(id)).then(
          (brand) => {
            loaded.set(id, brand);
            return brand;
          },
          (error: unknown) => {
            loading.delete(id);
            throw error;
          },
        );
        loading.set(id, promise);
      }
      return promise;
    }),
  );
}

/** The brands loaded so far, in `brandIds` order. */
export function loadedBrands(): BrandConfig[] {
  return brandIds.flatMap((id) => loaded.get(id) ?? []);
}

export function isBrandLoaded(id: BrandId): boolean {
  return loaded.has(id);
}
