import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { BrandId } from '@mhp/contract/brands';
import type { RequestOf } from '@mhp/contract/route';
import { callApi, endpoint, type ResponseOfRoute } from '../../../shared/api/call-api';
import { apiQuery, query } from '../../../shared/api/use-api-query';
import { storage, type JsonValue } from '../../../shared/lib/storage';
import { visitorId } from '../../../shared/lib/visitor-id';

const fetchPageContent = endpoint('POST', '/api/ab_test/fetch-page-content/');
const fetchGlobalContent = endpoint('POST', '/api/ab_test/fetch-global-content/');
const setEvent = endpoint('POST', '/api/ab_test/set-event/');
const fetchEditorItem = endpoint('POST', '/api/ab_test/editor/fetch-item/');
const saveContent = endpoint('POST', '/api/ab_test/editor/save-content/');

export type AbSave = RequestOf<ApiRoutes['saveAbContent']>['body'];
type PageContent = ResponseOfRoute<'fetchAbPageContent'>;
type GlobalContent = ResponseOfRoute<'fetchAbGlobalContent'>;

/** Pages whose last answer is kept (local storage `abContent`), newest last. */
const KEPT_ANSWERS = 30;

/**
 * The last answer for a page, kept on the device: the next visit (a reload too) shows its
 * variant at once and fetches the page afresh for the visit after (ADR 019). Assignment is
 * sticky, so the variant itself does not change; edited copy reaches a returning visitor one
 * page view later.
 */
function keptAnswer<T>(key: string): T | undefined {
  const kept = storage.get('abContent');
  return kept && typeof kept === 'object' && !Array.isArray(kept) && key in kept
    ? (kept[key] as T)
    : undefined;
}

function keepAnswer(key: string, answer: JsonValue): void {
  // A server render (entry-server.tsx) keeps nothing: its storage would be the process's.
  if (typeof document === 'undefined') return;
  const current = storage.get('abContent');
  const entries = Object.entries(
    current && typeof current === 'object' && !Array.isArray(current) ? current : {},
  ).filter(([k]) => k !== key);
  entries.push([key, answer]);
  storage.set('abContent', Object.fromEntries(entries.slice(-KEPT_ANSWERS)));
}

interface ContentRequest {
  brand: BrandId;
  preview: boolean;
  /** The visitor the variants are drawn for (useVisitorId: the browser's or the request's). */
  visitor: string;
}

const pageBody = ({ brand, preview, visitor }: ContentRequest, page: string) => ({
  project_type: brand,
  page,
  preview,
  visitor_id: visitor,
});
const globalBody = ({ brand, preview, visitor }: ContentRequest) => ({
  project_type: brand,
  visitor_id: visitor,
  preview,
});

/**
 * The elements of one page for this visitor (`page` is brand-relative, without /ab_test) and
 * the answer kept from the last visit, if any. Preview is never kept. `call` is the API call
 * the query makes: a server render may answer it in-process (entry-server.tsx `abQueries`).
 */
export function pageContentQuery(request: ContentRequest, page: string) {
  const { brand, preview } = request;
  const key = `page ${brand} ${page}`;
  const body = pageBody(request, page);
  return {
    query: query(`ab ${key} ${preview}`, async (signal) => {
      const answer = await callApi(fetchPageContent, { body }, signal);
      if (!preview) keepAnswer(key, answer as unknown as JsonValue);
      return answer;
    }),
    call: { ...fetchPageContent, body },
    kept: preview ? undefined : keptAnswer<PageContent>(key),
  };
}

/** Content shared by every page of the brand, fetched once at app start. */
export function globalContentQuery(request: ContentRequest) {
  const { brand, preview } = request;
  const key = `global ${brand}`;
  const body = globalBody(request);
  return {
    query: query(`ab ${key} ${preview}`, async (signal) => {
      const answer = await callApi(fetchGlobalContent, { body }, signal);
      if (!preview) keepAnswer(key, answer as unknown as JsonValue);
      return answer;
    }),
    call: { ...fetchGlobalContent, body },
    kept: preview ? undefined : keptAnswer<GlobalContent>(key),
  };
}

export const sendView = (identifier: string) =>
  callApi(setEvent, {
    body: { identifier, event_name: 'view', event_value: 1, visitor_id: visitorId() },
  });

/** Preview arrows: the neighbouring variant of the element's experiment. */
export const moveVariant = (identifier: string, movement: 'forward' | 'backward') =>
  callApi(setEvent, { body: { identifier, movement } });

export const editorItemQuery = (identifier: string) =>
  apiQuery(fetchEditorItem, { body: { identifier } });

export const saveAbContent = (body: AbSave) => callApi(saveContent, { body });
