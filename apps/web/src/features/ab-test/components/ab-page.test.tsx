import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AbContentItem } from '@mhp/contract/schemas/ab-test';
import { query } from '../../../shared/api/use-api-query';
import * as api from '../api/ab-api';
import { loadPurifier } from '../lib/purify';
import { AB_SWAP_LIMIT_MS, AbPageProvider, AbSlot } from './ab-page';

vi.mock('../api/ab-api', () => ({
  pageContentQuery: vi.fn(),
  globalContentQuery: vi.fn(),
  sendView: vi.fn(),
  moveVariant: vi.fn(),
}));
const mocked = vi.mocked(api);

const hero = (overrides: Partial<AbContentItem> = {}): AbContentItem => ({
  identifier: 'stud-home-hero-b',
  name: 'Home hero B',
  content:
    '<h1>Variant B</h1><img src="x" alt="" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
  script: null,
  edit_url: null,
  element: 'hero',
  placement: {
    experiment_id: 'stud-home-hero',
    status: 'running',
    variant_index: 1,
    variant_count: 2,
  },
  ...overrides,
});

/** Answers the page content after `delay` ms. */
function servePage(items: AbContentItem[], delay = 0, kept = false) {
  const answer = {
    identifier: 'stud:/',
    content: items,
    content_identifiers: items.map((i) => i.identifier),
  };
  mocked.pageContentQuery.mockReturnValue({
    query: query(`page ${Math.random()}`, async () => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      return answer;
    }),
    call: {
      method: 'POST',
      path: '/api/ab_test/fetch-page-content/',
      body: { project_type: 'stud', page: '/', preview: false, visitor_id: 'visitor-1' },
    },
    kept: kept ? answer : undefined,
  });
  mocked.globalContentQuery.mockReturnValue({
    query: query(`global ${Math.random()}`, async () => ({ content: [] })),
    call: {
      method: 'POST',
      path: '/api/ab_test/fetch-global-content/',
      body: { project_type: 'stud', preview: false, visitor_id: 'visitor-1' },
    },
    kept: undefined,
  });
}

// A browser has DOMPurify cached after the first page; the first import in tests is slow.
beforeAll(async () => {
  await loadPurifier();
});

let observed: ((ratio: number) => void)[] = [];
beforeEach(() => {
  vi.clearAllMocks();
  observed = [];
  mocked.sendView.mockResolvedValue({ success: true, content: null });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        observed.push((ratio) =>
          this.callback(
            [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(preview = false) {
  return render(
    <AbPageProvider brand="stud" page="/" pageKey="k1" preview={preview} editHref={(u) => u}>
      <AbSlot element="hero">
        <h1>Default hero</h1>
      </AbSlot>
    </AbPageProvider>,
  );
}

describe('AbSlot', () => {
  // Sanitising is checked in a real browser (e2e/tests/ab-test.spec.ts): DOMPurify does not
  // sanitise under happy-dom.
  it('shows the served variant in place of the default when it arrives within the limit', async () => {
    servePage([hero()]);
    renderPage();
    expect(await screen.findByText('Variant B')).toBeVisible();
    expect(screen.queryByText('Default hero')).toBeNull();
    expect(document.querySelector('[data-ab-element="hero"]')).toHaveAttribute(
      'data-ab-identifier',
      'stud-home-hero-b',
    );
  });

  it('keeps the default when the variant is later than the limit: nothing swaps', async () => {
    servePage([hero()], AB_SWAP_LIMIT_MS + 200);
    renderPage();
    await waitFor(() => expect(screen.getByText('Default hero')).toBeVisible());
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByText('Default hero')).toBeVisible();
    expect(screen.queryByText('Variant B')).toBeNull();
  });

  it('shows the answer kept from the last visit at once, however slow the network', async () => {
    servePage([hero()], 5_000, true);
    renderPage();
    expect(screen.getByText('Variant B')).toBeVisible();
  });

  it('sends one view once at least half of the element is visible', async () => {
    servePage([hero()]);
    renderPage();
    await screen.findByText('Variant B');
    act(() => observed.forEach((report) => report(0.3)));
    expect(mocked.sendView).not.toHaveBeenCalled();
    act(() => observed.forEach((report) => report(0.6)));
    act(() => observed.forEach((report) => report(1)));
    expect(mocked.sendView).toHaveBeenCalledTimes(1);
    expect(mocked.sendView).toHaveBeenCalledWith('stud-home-hero-b');
  });

  it('sends no views in preview', async () => {
    servePage([hero()]);
    renderPage(true);
    await screen.findByText('Variant B');
    act(() => observed.forEach((report) => report(1)));
    expect(mocked.sendView).not.toHaveBeenCalled();
  });
});
