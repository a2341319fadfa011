import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingBar } from '../shared/ui/loading-bar';
import { Spinner } from '../shared/ui/spinner';
import { ToastProvider } from '../shared/ui/toast';

/** Above every brand: notifications and scroll handling (new pages start at the top). */
export function AppRoot() {
  return (
    <ToastProvider>
      <Outlet />
      <ScrollRestoration />
    </ToastProvider>
  );
}

/**
 * Shown in the page area while a page's code and data load for the first time. It fills the
 * screen, so the footer starts below the fold and does not jump when the page arrives.
 */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center py-24 text-brand">
      <LoadingBar active />
      <Spinner className="size-8" />
    </div>
  );
}
