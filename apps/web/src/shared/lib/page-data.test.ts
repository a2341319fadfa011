import { afterEach, describe, expect, it } from 'vitest';
import { dropPageData, peekPageData } from './page-data';

function embed(key: string, json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.dataset.key = key;
  script.textContent = json;
  document.head.append(script);
}

afterEach(() => document.getElementById('page-data')?.remove());

describe('page data embedded by the server', () => {
  it('gives the data to the call it answers, as often as asked until dropped', () => {
    embed('products-detail:classic-brief', '{"name":"Classic \\u003cBrief\\u003e"}');
    expect(peekPageData('products-detail:classic-brief')).toEqual({ name: 'Classic <Brief>' });
    expect(peekPageData('products-detail:classic-brief')).toEqual({ name: 'Classic <Brief>' });
    dropPageData('products-detail:classic-brief');
    expect(peekPageData('products-detail:classic-brief')).toBeUndefined();
  });

  it('gives nothing to another call, and that call cannot drop it', () => {
    embed('products-detail:classic-brief', '{"name":"Classic Brief"}');
    expect(peekPageData('products-detail:other')).toBeUndefined();
    dropPageData('products-detail:other');
    expect(peekPageData('products-detail:classic-brief')).toEqual({ name: 'Classic Brief' });
  });

  it('gives nothing when the page has no data or it is not JSON', () => {
    expect(peekPageData('products-detail:classic-brief')).toBeUndefined();
    embed('products-detail:classic-brief', '{oops');
    expect(peekPageData('products-detail:classic-brief')).toBeUndefined();
  });
});
