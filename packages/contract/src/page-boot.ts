/// <reference types="node" />
// The inline script of a server-rendered page: written into the document by the web app
// (apps/web/src/render/document.ts), allowed by hash in the API's Content-Security-Policy
// (apps/api/src/plugins/security.ts). One text, so the two can never disagree.
import { createHash } from 'node:crypto';

/**
 * A server-rendered page loads its code after its first paint (ADR 020). Parsed with the page,
 * the code's download and the hydration it runs compete with the first paint: on a phone
 * the page stayed blank until both were done, though its HTML was all there. This inline
 * script waits for the first frame, then adds the route's chunks as modulepreloads and the
 * entry as a module script. Until the code has run, the page's controls wait, disabled (web:
 * shared/ui/controls-wait-for-code.tsx), and a click on one of the site's links is kept for
 * the app (web: app/early-link.ts), which opens it once started, like a click a moment later;
 * should the app not start within 3 s, the browser opens it. Meanwhile, after the loading
 * bar's 150 ms, the page shows the same bar and its main region is busy.
 *
 * It reads its files from its own data attributes, so its text never changes and the
 * Content-Security-Policy allows it by hash (`pageBootCspSource`) without 'unsafe-inline'.
 * A tab opened in the background gets no frames: the timer starts the code there.
 */
export const PAGE_BOOT_SCRIPT =
  '(function(s){var d=document,w=window,done=false;function go(){if(done)return;done=true;' +
  "(s.getAttribute('data-preload')||'').split(' ').forEach(function(f){if(!f)return;" +
  "var l=d.createElement('link');l.rel='modulepreload';l.href=f;d.head.appendChild(l)});" +
  "var e=d.createElement('script');e.type='module';e.src=s.getAttribute('data-entry');" +
  'd.head.appendChild(e)}' +
  // A plain click on a link of this site before the app has started: the app opens it (as
  // it would a click a moment later), or the browser does if the app has not started soon.
  "d.addEventListener('click',function(v){if(w.__appStarted||v.defaultPrevented||v.button!==0||" +
  'v.metaKey||v.ctrlKey||v.shiftKey||v.altKey)return;' +
  "var a=v.target&&v.target.closest&&v.target.closest('a[href]');" +
  "if(!a||(a.target&&a.target!=='_self')||a.hasAttribute('download')||a.origin!==location.origin)return;" +
  'if(a.pathname===location.pathname&&a.search===location.search&&a.hash)return;' +
  'v.preventDefault();w.__appEarlyLink=a.href;go();' +
  // Still not started after 150 ms (the loading bar's delay): the same bar, and the page's
  // main region busy, until the app has opened the link (web: app/early-link.ts).
  "setTimeout(function(){if(w.__appStarted||d.getElementById('early-link-bar'))return;" +
  "var b=d.createElement('div');b.id='early-link-bar';b.className='early-link-bar';" +
  "b.setAttribute('role','progressbar');b.setAttribute('aria-label','Loading page');" +
  "b.appendChild(d.createElement('div'));d.body.appendChild(b);" +
  "var m=d.querySelector('main');if(m)m.setAttribute('aria-busy','true')},150);" +
  'setTimeout(function(){if(!w.__appStarted&&w.__appEarlyLink===a.href)location.assign(a.href)},3000)},true);' +
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})(document.currentScript)';

/** The CSP source that allows the boot script, for `script-src` (server side only). */
export const pageBootCspSource = () =>
  `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;
