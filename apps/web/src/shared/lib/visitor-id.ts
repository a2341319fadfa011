import { createContext, use } from 'react';
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
  const id = isVisitorId(stored) ? stored : isVisitorId(fromCookie) ? fromCookie : randomId();
  if (stored !== id) storage.set('abVisitor', id);
  if (fromCookie !== id) writeCookie(AB_VISITOR_COOKIE, id, YEAR_S);
  return id;
}

/** The id this browser kept in local storage, if any (not the cookie's). */
export function keptVisitorId(): string | null {
  const stored = storage.get('abVisitor');
  return isVisitorId(stored) ? stored : null;
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
