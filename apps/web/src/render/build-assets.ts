import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What a server-rendered document loads, read from Vite's manifest of the browser build: the
 * one place that knows the build's file names (ADR 022). Root-relative URLs throughout.
 */
export interface BuildAssets {
  /** The browser entry (index.html's module script). */
  entry: string;
  /** The entry's own static imports: fetched with it. */
  entryImports: string[];
  /** The app's stylesheets with their text, inlined into the page (ADR 020). */
  stylesheets: { href: string; css: string }[];
  /** The web font files the pages preload once the browser has them (ADR 020). */
  fonts: { inter: string | null; fraunces: string | null };
  /** The JavaScript files a source module needs (its chunk and imports) beyond the entry's. */
  chunksOf(sourceModule: string): string[];
}

const url = (file: string) => `/${file}`;

/** Reads the manifest and stylesheets of the build in `distDir` once; their names never change while it runs. */
export function readBuildAssets(distDir: string): BuildAssets {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryChunk = manifest['index.html'];
  if (!entryChunk) throw new Error(`${distDir}/.vite/manifest.json has no index.html entry`);

  const filesOf = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, into);
    return into;
  };
  const loadedByEntry = filesOf('index.html');
  const chunks = new Map<string, string[]>();
  const fontFile = (name: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/${name}-latin-wght-normal.woff2`));
    return key ? url(manifest[key]!.file) : null;
  };

  return {
    entry: url(entryChunk.file),
    entryImports: [...loadedByEntry].filter((file) => file !== entryChunk.file).map(url),
    stylesheets: (entryChunk.css ?? []).map((file) => ({
      href: url(file),
      css: readFileSync(path.join(distDir, file), 'utf8'),
    })),
    fonts: { inter: fontFile('inter'), fraunces: fontFile('fraunces') },
    chunksOf(sourceModule) {
      let files = chunks.get(sourceModule);
      if (!files) {
        files = [...filesOf(sourceModule)]
          .filter((file) => file.endsWith('.js') && !loadedByEntry.has(file))
          .map(url);
        chunks.set(sourceModule, files);
      }
      return files;
    },
  };
}
