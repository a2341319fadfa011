import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFound } from './not-found';

/** What a route shows when it throws or its code fails to load (spec section 8). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // The page shows only generic text; the details go to the console for whoever debugs it.
    if (!notFound) console.error(error);
  }, [error, notFound]);

  if (notFound) return <NotFound />;
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>Error</title>
      <h1 className="text-2xl font-semibold">An error has occurred.</h1>
      <p className="mt-3 text-text-muted">
        Reloading the page often helps, for example after the site has been updated.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-contrast hover:bg-brand/90"
        >
          Reload page
        </button>
        <Link
          to="/"
          className="rounded-md border border-border bg-surface px-4 py-2 font-semibold hover:bg-surface-muted"
        >
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
