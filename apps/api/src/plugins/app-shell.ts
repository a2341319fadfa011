import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_ELEMENT_ID } from '@mhp/contract/page-shell';

/**
 * What the server knows about a page before the app runs. The single-page app renders
 * everything itself; these hints only let the browser start early on what the page will
 * need (its route code, its data, its main image) and give link previews and search
 * engines the page's own title, description and image.
 */
export interface PageHints {
  /** The HTTP status of the page: 404 for a product that does not exist. Default 200. */
  status?: number;
  title?: string;
  description?: string;
  /** The page's main image (root-relative): preloaded at high priority and used as og:image. */
  image?: string;
  openGraphType?: 'website' | 'product';
  /** Source path of the page's route module in the web build, e.g. src/app/routes/product.tsx. */
  routeModule?: string;
  /**
   * The answer of the page's first API call, already serialized; the app reads it instead of
   * asking again. `key` says which call and arguments it answers.
   */
  data?: { key: string; json: string };
}

/** Hints for a page path on a host, or null when it has none (most pages). */
export type PageHintsProvider = (page: {
  pathname: string;
  host: string;
}) => Promise<PageHints | null>;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface AppShell {
  /** index.html with the hints of the page at `pathname`, if any provider has them. */
  render(page: { pathname: string; host: string; origin: string }): Promise<RenderedPage>;
  /**
   * The first provider's hints for a page, or null. A server-rendered page's document is the
   * web app's to write (ADR 022): it gets these as data.
   */
  hints(page: { pathname: string; host: string }): Promise<PageHints | null>;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * index.html as built, read once, plus the Vite manifest (dist/.vite/manifest.json) that maps
 * a route module to its hashed chunks.
 */
export function createAppShell(opts: {
  webDistDir: string;
  providers: PageHintsProvider[];
  /** Web modules every page at this host and path loads first (its brand's file): modulepreloaded. */
  pageModules?: (page: { pathname: string; host: string }) => string[];
  onProviderError?: (error: unknown) => void;
}): AppShell {
  const template = readFileSync(path.join(opts.webDistDir, 'index.html'), 'utf8');
  const manifest = readManifest(opts.webDistDir);
  // A route's chunks never change while the server runs: walked once per route module.
  const chunks = new Map<string, string[]>();
  const chunksOf = (routeModule: string) => {
    let files = chunks.get(routeModule);
    if (!files) chunks.set(routeModule, (files = routeChunks(manifest, routeModule, template)));
    return files;
  };

  async function hints(page: { pathname: string; host: string }) {
    for (const provider of opts.providers) {
      try {
        const found = await provider(page);
        if (found) return found;
      } catch (error) {
        // Hints only speed a page up: without them the app still loads and fetches itself.
        opts.onProviderError?.(error);
      }
    }
    return null;
  }

  return {
    hints,
    async render(page) {
      const modules = opts.pageModules?.(page) ?? [];
      const found = await hints(page);
      if (found) {
        return {
          status: found.status ?? 200,
          html: withHints(template, { ...found, modules }, chunksOf, page.origin),
        };
      }
      const html =
        modules.length > 0 ? withHints(template, { modules }, chunksOf, page.origin) : template;
      return { status: 200, html };
    },
  };
}

function readManifest(webDistDir: string): Manifest {
  try {
    return JSON.parse(
      readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return {};
  }
}

/** The hashed files a route module needs that index.html does not already load. */
function routeChunks(manifest: Manifest, routeModule: string, template: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(routeModule);
  return [...files].filter((file) => file.endsWith('.js') && !template.includes(`/${file}"`));
}

function withHints(
  template: string,
  hints: PageHints & { modules?: string[] },
  chunksOf: (routeModule: string) => string[],
  origin: string,
): string {
  const head: string[] = [];
  let html = template;
  if (hints.title !== undefined) {
    const title = escapeHtml(hints.title);
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    head.push(`<meta property="og:title" content="${title}" />`);
  }
  if (hints.description !== undefined) {
    const description = escapeHtml(hints.description);
    html = html.replace(
      /<meta\s+name="description"[^>]*>/,
      `<meta name="description" content="${description}" />`,
    );
    head.push(`<meta property="og:description" content="${description}" />`);
  }
  if (hints.openGraphType) {
    head.push(`<meta property="og:type" content="${hints.openGraphType}" />`);
  }
  if (hints.image) {
    const image = escapeHtml(hints.image);
    head.push(
      `<meta property="og:image" content="${escapeHtml(new URL(hints.image, origin).href)}" />`,
      `<link rel="preload" as="image" href="${image}" fetchpriority="high" />`,
    );
  }
  const modules = [...(hints.modules ?? []), ...(hints.routeModule ? [hints.routeModule] : [])];
  for (const file of new Set(modules.flatMap(chunksOf))) {
    head.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`);
  }
  if (hints.data) {
    // A data block, never executed (so the CSP allows it); "<" is escaped so no string in
    // the data can close the element.
    head.push(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}" data-key="${escapeHtml(hints.data.key)}">${hints.data.json.replace(/</g, '\\u003c')}</script>`,
    );
  }
  return head.length > 0 ? html.replace('</head>', `${head.join('\n    ')}\n  </head>`) : html;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
