import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as PagesModule from './pages';
import { renderApp, stubApi } from './test/render-app';

// Two pages misbehave: one throws while rendering, one's code cannot be downloaded.
vi.mock('./pages', async (importOriginal) => {
  const original = await importOriginal<typeof PagesModule>();
  function Broken(): never {
    throw new Error('boom');
  }
  return {
    pages: {
      ...original.pages,
      'stud-about': async () => ({ Component: Broken }),
      discount: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    },
  };
});

describe('route errors (spec section 8)', () => {
  it('shows the generic error page inside the brand layout when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({});
    renderApp('/about', 'stud.localhost');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'An error has occurred.' }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByText('boom')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers a reload when a page’s code cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({});
    renderApp('/discount', 'stud.localhost');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loading chunk failed' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });
});
