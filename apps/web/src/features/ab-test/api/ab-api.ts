import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { BrandId } from '@mhp/contract/brands';
import type { RequestOf } from '@mhp/contract/route';
import { callApi, endpoint } from '../../../shared/api/call-api';
import { apiQuery, query } from '../../../shared/api/use-api-query';
import { visitorId } from '../../../shared/lib/visitor-id';
import { globalAnswerKey, keepAnswer, pageAnswerKey } from '../lib/kept-answers';

const fetchPageContent = endpoint('POST', '/api/ab_test/fetch-page-content/');
const fetchGlobalContent = endpoint('POST', '/api/ab_test/fetch-global-content/');
const setEvent = endpoint('POST', '/api/ab_test/set-event/');
const fetchEditorItem = endpoint('POST', '/api/ab_test/editor/fetch-item/');
const saveContent = endpoint('POST', '/api/ab_test/editor/save-content/');

export type AbSave = RequestOf<ApiRoutes['saveAbContent']>['body'];
export type PageContent = Awaited<ReturnType<typeof loadPage>>;
export type GlobalContent = Awaited<ReturnType<typeof loadGlobal>>;

const loadPage = (brand: BrandId, page: string, preview: boolean, signal: AbortSignal) =>
  callApi(
    fetchPageContent,
    { body: { project_type: brand, page, preview, visitor_id: visitorId() } },
    signal,
  );
const loadGlobal = (brand: BrandId, preview: boolean, signal: AbortSignal) =>
  callApi(
    fetchGlobalContent,
    { body: { project_type: brand, visitor_id: visitorId(), preview } },
    signal,
  );

/**
 * The elements of one page for this visitor (`page` is brand-relative, without /ab_test);
 * the answer is kept for the next visit (lib/kept-answers.ts), except in preview.
 */
export function pageContentQuery(brand: BrandId, page: string, preview: boolean) {
  const key = pageAnswerKey(brand, page);
  return query(`ab ${key} ${preview}`, async (signal) => {
    const answer = await loadPage(brand, page, preview, signal);
    if (!preview) keepAnswer(key, answer);
    return answer;
  });
}

/** Content shared by every page of the brand, fetched once at app start. */
export function globalContentQuery(brand: BrandId, preview: boolean) {
  const key = globalAnswerKey(brand);
  return query(`ab ${key} ${preview}`, async (signal) => {
    const answer = await loadGlobal(brand, preview, signal);
    if (!preview) keepAnswer(key, answer);
    return answer;
  });
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
