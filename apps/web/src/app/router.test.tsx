import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../shared/store/make-store';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { routes } from './router';

function renderRoutes(routeObjects: RouteObject[], path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  return render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('router', () => {
  it('renders the home page with a skip link to the main content', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );

    renderRoutes(routes, '/');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Men's health platform" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('status')).toHaveTextContent('Checking…');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderRoutes(routes, '/no/such/page');

    expect(
      await screen.findByText("We couldn't find the page your are looking for."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the generic error page inside the layout when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }

    renderRoutes(
      [
        {
          element: <RootLayout />,
          children: [
            { errorElement: <RouteError />, children: [{ index: true, Component: Broken }] },
          ],
        },
      ],
      '/',
    );

    expect(await screen.findByRole('heading', { name: 'An error has occurred.' })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading'));
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
