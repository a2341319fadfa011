import { Link } from 'react-router';

/**
 * The page-not-found text of the spec (section 2), typo included. Part of the entry chunk, not
 * a lazy route: route errors with status 404 render it too, and the error element must not
 * depend on loading more code.
 */
export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>Page not found</title>
      <h1 className="text-2xl font-semibold">
        We couldn&apos;t find the page your are looking for.
      </h1>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-brand-contrast hover:bg-brand/90"
      >
        Go to the home page
      </Link>
    </section>
  );
}
