import { PAGE_BOOT_SCRIPT } from '@mhp/contract/page-boot';
import { SSR_DATA_ELEMENT_ID } from '@mhp/contract/page-shell';
import type { ServerRenderHints } from '@mhp/contract/page-shell';
import type { BuildAssets } from './build-assets';

/** The head of one page: what its route, its brand and the server's hints say. */
export interface DocumentHead {
  title: string;
  description: string;
  themeColor: string;
  /** The brand's mark, as the tab's icon. */
  icon: string;
  brand: string;
  /** The brand's CSS variables, written on <html> so the first paint has its colours. */
  themeStyle: string;
  /** Whether the brand sets headings in Fraunces (preloaded too, once the browser has it). */
  displayFont: 'inter' | 'fraunces';
  /** Link previews (Open Graph); the image is also preloaded as the page's main image. */
  openGraph?: { type?: string; image?: ServerRenderHints['image'] };
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The whole HTML document of a server-rendered page (ADR 020, ADR 022): the brand's theme on
 * <html> so the first paint has its colours, the head, the app's stylesheet inline, the
 * rendered app, the hydration data in a JSON block (never executed, so the CSP allows it; "<"
 * escaped so no string can close it), and the boot script that loads the page's code after
 * the first paint (@mhp/contract/page-boot).
 */
export function writeDocument(page: {
  assets: BuildAssets;
  head: DocumentHead;
  /** Source modules whose code the page needs at once (its brand's file, its route). */
  modules: string[];
  /** The browser has the web fonts in its cache (the web_fonts cookie). */
  fontsCached: boolean;
  appHtml: string;
  /** The hydration data, as JSON. */
  data: string;
}): string {
  const { assets, head } = page;
  const preloads = new Set(assets.entryImports);
  for (const module of page.modules) for (const file of assets.chunksOf(module)) preloads.add(file);
  const lines = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(head.themeColor)}" />`,
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(head.icon)}" />`,
    ...fontPreloads(assets, head, page.fontsCached),
    `<title>${escapeHtml(head.title)}</title>`,
    ...openGraph(head),
    // The disabled link is not fetched: it tells Vite's loader, which looks for the sheet's
    // <link> before a lazy chunk runs, that the page has it (or it would load it again).
    ...assets.stylesheets.map(
      ({ href, css }) =>
        `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${escapeHtml(href)}" disabled>`,
    ),
  ];
  const htmlAttributes = [
    'lang="en"',
    ...(page.fontsCached ? [] : ['data-fonts="later"']),
    `data-brand="${escapeHtml(head.brand)}"`,
    `style="${escapeHtml(head.themeStyle)}"`,
  ];
  const boot =
    `<script data-entry="${escapeHtml(assets.entry)}" data-preload="${escapeHtml([...preloads].join(' '))}">` +
    `${PAGE_BOOT_SCRIPT}</script>`;
  return [
    '<!doctype html>',
    `<html ${htmlAttributes.join(' ')}>`,
    '  <head>',
    ...lines.map((line) => `    ${line}`),
    '  </head>',
    '  <body>',
    `    <div id="root">${page.appHtml}</div>`,
    `    <script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${page.data.replace(/</g, '\\u003c')}</script>`,
    `    ${boot}`,
    '  </body>',
    '</html>',
  ].join('\n');
}

/**
 * The web fonts, by whether this browser has them. Without: none is preloaded and the page
 * stays in the metric-matched fallbacks (`data-fonts="later"`, styles.css): a preloaded
 * font-display: optional face holds the first paint until it arrives, which on a phone's
 * first visit is the slowest part of the page. With: Inter (every brand's text) and, for the
 * brands that set headings in it, Fraunces come from the cache before the first paint.
 */
function fontPreloads(assets: BuildAssets, head: DocumentHead, fontsCached: boolean): string[] {
  if (!fontsCached) return [];
  const files = [
    assets.fonts.inter,
    head.displayFont === 'fraunces' ? assets.fonts.fraunces : null,
  ];
  return files
    .filter((file) => file !== null)
    .map(
      (file) =>
        `<link rel="preload" href="${escapeHtml(file)}" as="font" type="font/woff2" crossorigin="anonymous" />`,
    );
}

function openGraph(head: DocumentHead): string[] {
  const og = head.openGraph;
  if (!og) return [];
  const lines = [
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
  ];
  if (og.type) lines.push(`<meta property="og:type" content="${escapeHtml(og.type)}" />`);
  if (og.image) {
    lines.push(
      `<meta property="og:image" content="${escapeHtml(og.image.absolute)}" />`,
      `<link rel="preload" as="image" href="${escapeHtml(og.image.href)}" fetchpriority="high" />`,
    );
  }
  return lines;
}
