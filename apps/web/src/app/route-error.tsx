import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../shared/lib/lazy-with-retry';
import { Button, ButtonLink } from '../shared/ui/button';
import { ChunkError } from '../shared/ui/chunk-error';
import { sitePath, useOptionalBrandSite } from './brand-site';
import { NotFound } from './not-found';

/**
 * What a route shows when it throws or its code fails to load (spec section 8): inside the
 * brand layout for page errors, on its own for errors of the layout itself.
 */
export function RouteError() {
  const error = useRouteError();
  const site = useOptionalBrandSite();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    // The page shows only generic text; the details go to the console for whoever debugs it.
    if (!notFound) console.error(error);
  }, [error, notFound]);

  if (notFound) return <NotFound />;
  if (chunk) return <ChunkError />;
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold sm:text-3xl">An error has occurred.</h1>
      <p className="mt-3 text-text-muted">
        Reloading the page often helps, for example after the site has been updated.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <ButtonLink to={site ? sitePath(site, '/') : '/'} variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}
