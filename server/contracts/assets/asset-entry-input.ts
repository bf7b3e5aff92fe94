import { z } from "zod";

/**
 * What an entry of an asset type is written with: by POST and PUT of one entry, and per entry by
 * the bulk upsert (decision 043). A contract file imports zod only (decision 041).
 */
export const entryInputSchema = z.object({
  /** Field key → value, checked against the type's fields (spec section 3's data types). */
  values: z.record(z.string(), z.unknown()),
  /** Relationship key → ids of the entries it points at (replaces those of that relationship). */
  links: z.record(z.string(), z.array(z.string().max(100)).max(1000)).optional(),
});
export type EntryInput = z.infer<typeof entryInputSchema>;
