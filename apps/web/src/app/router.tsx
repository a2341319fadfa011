import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { NotFound } from './not-found';
import { InitialLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * The route tree. Pages are lazy route modules, so each one is its own chunk; the layout, the
 * error element and the not-found page stay in the entry so they can always render.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    hydrateFallbackElement: <InitialLoading />,
    // Catches errors of the layout itself; page errors are caught below, inside the layout.
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/home')).HomePage }),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
