// The paged-result envelope (spec 001 §3 "Paged result"; docs/api.md "Conventions"): pageNo from 1.
import { z } from 'zod/mini';

/** `{ data: Item[], totalResultSize, totalPages, pageNo, resultsPerPage }` around one item schema. */
export function pagedSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    data: z.array(item),
    totalResultSize: z.int(),
    totalPages: z.int(),
    pageNo: z.int(),
    resultsPerPage: z.int(),
  });
}
