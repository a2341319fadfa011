import { createContext, use } from 'react';
import { SIGNED_VISITOR_ID, visitorKey } from '@mhp/contract/ab-assignment';
import { AB_VISITOR_COOKIE, isVisitorId } from '@mhp/contract/page-shell';
import { readCookie, writeCookie, YEAR_S } from './cookies';
import { storage } from './storage';

/**
 * This browser's A/B visitor id: 32 random hex characters kept in local storage under
 * `abVisitor` and in the `ab_visitor` cookie. The variant of every experiment is a hash of it
 * (packages/contract ab-assignment.ts), so the same device sees the same variants on every
 * page, after sign-in too. The cookie lets the server render the visitor's variants (ADR 020):
 * a first visit takes the id the server drew; a browser that kept an id from before the cookie
 * keeps it and writes it to the cookie (the first page it was served was rendered for another
 * id: main.tsx renders that one afresh, see `keptVisitorId`). Where storage is blocked it
 * lives for the page's lifetime (and in the cookie).
 */
export function visitorId(): string {
  const stored = storage.get('abVisitor');
  const fromCookie = readCookie(AB_VISITOR_COOKIE);
  // The server signs the ids it issues (ADR 024): only a signed id's views and goals count.
  // It signs the id the browser sent keeping its random part, so this browser's own id comes
  // back signed and is taken (same variants); another tab's newly drawn one is not.
  const signed =
    isVisitorId(fromCookie) &&
    SIGNED_VISITOR_ID.test(fromCookie) &&
    (!isVisitorId(stored) || visitorKey(stored) === visitorKey(fromCookie))
      ? fromCookie
      : null;
  const id =
    signed ?? (isVisitorId(stored) ? stored : isVisitorId(fromCookie) ? fromCookie : randomId());
  // The flag before the id: another tab reading both (tabs write them at once on a first
  // visit) never sees an id this code stored without it (see keptVisitorId).
  if (storage.get('abVisitorInCookie') !== true) storage.set('abVisitorInCookie', true);
  if (stored !== id) storage.set('abVisitor', id);
  if (fromCookie !== id) writeCookie(AB_VISITOR_COOKIE, id, YEAR_S);
  return id;
}

/**
 * The id this browser kept in local storage from before the cookie carried it, if any: a
 * page rendered for another id is rendered afresh for it (main.tsx), since the visitor may
 * have seen its variants for a long time (ADR 019's sticky assignment).
 *
 * Once the id travels in the cookie (`abVisitorInCookie`) there is none: a page rendered for
 * another id then comes from tabs opened at once on a first visit (each request without the
 * cookie, each drawn an id by the server; the first tab to run keeps its id and the others
 * were rendered for theirs) or from a cookie that went missing. That page hydrates as it was
 * served, its variants shown this once, and this browser's id takes over from the next page:
 * rendering afresh would swap what the visitor already sees or, with its own answer later
 * than 300 ms, show the default in place of the variant the page was served with.
 */
export function keptVisitorId(): string | null {
  const stored = storage.get('abVisitor');
  return isVisitorId(stored) && storage.get('abVisitorInCookie') !== true ? stored : null;
}

/**
 * Whether a server-rendered page was drawn for another visitor than this browser's kept id:
 * the page carries no id (a kept copy is shared, issue 25 N11), so the cookie it came with
 * names whom it was rendered for; assignment reads only an id's random part.
 */
export function renderedForAnotherVisitor(): boolean {
  const kept = keptVisitorId();
  const cookie = readCookie(AB_VISITOR_COOKIE);
  return kept !== null && (!isVisitorId(cookie) || visitorKey(kept) !== visitorKey(cookie));
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The visitor of the request being rendered on the server (entry-server.tsx). */
export const ServerVisitorContext = createContext<string | null>(null);

/** The visitor id for a render: the request's on the server, this browser's in the browser. */
export function useVisitorId(): string {
  return use(ServerVisitorContext) ?? visitorId();
}
