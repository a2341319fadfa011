import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app as Vite leaves it, in a temporary folder: `index.html` and the manifest
 * (`.vite/manifest.json`) that maps source modules to their hashed chunks.
 */
export async function fakeWebDist(
  indexHtml: string,
  manifest: Record<string, { file: string; imports?: string[] }>,
): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mhp-web-'));
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}
