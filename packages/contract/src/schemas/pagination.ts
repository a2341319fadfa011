import { z } from 'zod';

/** Paging parameters as a query string carries them (strings coerced to integers). */
export function limitOffsetQuery(defaultLimit: number, maxLimit = 100) {
  return z.object({
    limit: z.coerce.number<string | number>().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number<string | number>().int().min(0).default(0),
  });
}

/**
 * The paged envelope of list calls (limit/offset or page paging): `next` and `previous` are
 * absolute URLs of the neighbouring pages, null at either end.
 */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative().describe('Total number of items over all pages'),
    next: z.string().nullable().describe('URL of the next page, null on the last page'),
    previous: z.string().nullable().describe('URL of the previous page, null on the first page'),
    results: z.array(item),
  });
}
