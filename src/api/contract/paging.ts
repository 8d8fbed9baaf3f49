// The paged-result envelope (spec 001 §3 "Paged result": data[], totalResultSize, totalPages;
// docs/api.md "Conventions"): pageNo from 1.
import { z } from 'zod/mini';

/** `{ data: Item[], totalResultSize, totalPages }` around one item schema, with the page number and
 *  size the sandbox echoes (not named by the spec: absent when a backend leaves them out, the
 *  caller knows what it asked for). */
export function pagedSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    data: z.array(item),
    totalResultSize: z.int(),
    totalPages: z.int(),
    pageNo: z.optional(z.int()),
    resultsPerPage: z.optional(z.int()),
  });
}
