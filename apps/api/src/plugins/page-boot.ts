import { createHash } from 'node:crypto';
import { escapeHtml } from './app-shell';

/**
 * A server-rendered page loads its code after its first paint (ADR 020). Parsed with the page,
 * the code's download and the hydration it runs compete with the first paint: on a phone
 * the page stayed blank until both were done, though its HTML was all there. This inline
 * script waits for the first frame, then adds the route's chunks as modulepreloads and the
 * entry as a module script. Until the code has run, links work as plain links and the page's
 * controls wait, disabled (web: shared/ui/controls-wait-for-code.tsx).
 *
 * It reads its files from its own data attributes, so its text never changes and the
 * Content-Security-Policy allows it by hash (PAGE_BOOT_CSP_SOURCE) without 'unsafe-inline'.
 * A tab opened in the background gets no frames: the timer starts the code there.
 */
export const PAGE_BOOT_SCRIPT =
  '(function(s){var d=document,done=false;function go(){if(done)return;done=true;' +
  "(s.getAttribute('data-preload')||'').split(' ').forEach(function(f){if(!f)return;" +
  "var l=d.createElement('link');l.rel='modulepreload';l.href=f;d.head.appendChild(l)});" +
  "var e=d.createElement('script');e.type='module';e.src=s.getAttribute('data-entry');" +
  'd.head.appendChild(e)}' +
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})(document.currentScript)';

/** The CSP source that allows the boot script, for `script-src`. */
export const PAGE_BOOT_CSP_SOURCE = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;

/** The boot script tag for a page whose code starts at `entry` and needs `preloads` first. */
export function pageBootTag(entry: string, preloads: readonly string[]): string {
  return (
    `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">` +
    `${PAGE_BOOT_SCRIPT}</script>`
  );
}
