import { z } from "zod";

/**
 * The `meta` of every paged list (spec section 3; decision 005), as the API answers it and the
 * web reads it (decision 041).
 */
export const pageMetaSchema = z.object({
  current_page: z.number(),
  from: z.number().nullable(),
  last_page: z.number(),
  links: z.array(z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })),
  path: z.string(),
  per_page: z.number(),
  to: z.number().nullable(),
  total: z.number(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
