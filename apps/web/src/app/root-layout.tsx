import { Outlet, ScrollRestoration } from 'react-router';

/** The frame around every page. The brand shell (header, footer, menus) grows here. */
export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-brand focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-contrast"
      >
        Skip to main content
      </a>
      <main id="main" tabIndex={-1} className="min-h-dvh">
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads. */
export function InitialLoading() {
  return (
    <p role="status" className="p-6 text-text-muted">
      Loading…
    </p>
  );
}
