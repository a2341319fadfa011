import { existsSync } from 'node:fs';
import path from 'node:path';
import { brandIds } from '@mhp/contract/brands';
import { brandModule } from '@mhp/contract/page-shell';
import { describe, expect, it } from 'vitest';
import { isBrandLoaded, loadBrands, loadedBrands } from './registry';

// apps/web, where the manifest's source paths start.
const webRoot = path.resolve(import.meta.dirname, '../..');

describe('brand registry', () => {
  it('names each brand’s file where the server looks for it to preload', () => {
    for (const id of brandIds) {
      expect(existsSync(path.join(webRoot, brandModule(id))), id).toBe(true);
    }
  });

  it('loads the brands asked for, each once, and lists them in brand order', async () => {
    expect(loadedBrands()).toEqual([]);
    const [varicocele, stud] = await loadBrands(['varicocele', 'stud']);
    expect([varicocele?.id, stud?.id]).toEqual(['varicocele', 'stud']);
    expect((await loadBrands(['stud']))[0]).toBe(stud);
    expect(loadedBrands().map((brand) => brand.id)).toEqual(['stud', 'varicocele']);
    expect(isBrandLoaded('careapp')).toBe(false);
  });
});
