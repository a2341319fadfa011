import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads at run time. Found by walking up from this module to the API
 * package, so they resolve the same from src/ (tsx, tests) and from the dist/ bundle.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@mhp/api') {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @mhp/api package folder');
    dir = parent;
  }
}

export const apiRoot = findApiRoot();
export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsDir = path.join(apiRoot, 'drizzle');
export const mediaDir = path.join(apiRoot, 'media');
export const defaultWebDistDir = path.join(repoRoot, 'apps/web/dist');
export const apiVersion: string = JSON.parse(
  readFileSync(path.join(apiRoot, 'package.json'), 'utf8'),
).version;
