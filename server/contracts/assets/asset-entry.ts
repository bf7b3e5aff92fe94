import { z } from "zod";

/**
 * An entry of an asset type as /api/dynamic-assets answers it (spec section 7). A contract file
 * imports zod and contracts only (decision 041).
 */
export const entrySchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  /** Field key → value (decimals as strings, so they stay exact). */
  values: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
  /** Relationship key → ids of the entries it points at; answered for one entry. */
  links: z.record(z.string(), z.array(z.uuid())).optional(),
  /** The entries that point at this one; answered for one entry. */
  linked_from: z
    .array(
      z.object({
        relationship_id: z.uuid(),
        label: z.string(),
        source_entry_id: z.uuid(),
        asset_type_id: z.uuid(),
      }),
    )
    .optional(),
});
export type Entry = z.infer<typeof entrySchema>;
