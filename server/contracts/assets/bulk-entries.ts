import { z } from "zod";
import { entryInputSchema } from "./asset-entry-input.ts";

/**
 * The bulk upsert of an asset type's entries (decision 043): what an integrator's PIM or ERP
 * sends to keep customers and products current, and the outcome per entry. A contract file
 * imports zod only (decision 041).
 */

export const BULK_ENTRIES_MAX = 1000;

/** Body of POST /api/dynamic-assets/asset-types/{assetTypeId}/entries/bulk. */
export const bulkEntriesInputSchema = z.object({
  /**
   * The field that identifies an entry: an entry whose value of it is already there is updated,
   * else created. By default the type's field with a Unique index, else its code or number.
   */
  match_field: z.string().max(100).optional(),
  entries: z
    .array(entryInputSchema)
    .min(1, { error: "Send at least one entry" })
    .max(BULK_ENTRIES_MAX, {
      error: `At most ${BULK_ENTRIES_MAX} entries per call: send the rest in another call`,
    }),
});
export type BulkEntriesInput = z.infer<typeof bulkEntriesInputSchema>;

export const BULK_ENTRY_OUTCOMES = ["created", "updated", "unchanged", "error"] as const;

export const bulkEntryResultSchema = z.object({
  /** The entry's place in the request's `entries`, from 0. */
  index: z.number().int(),
  status: z.enum(BULK_ENTRY_OUTCOMES),
  /** The entry written or found; null when none. */
  id: z.string().nullable(),
  /** The entry's value of the match field, as stored; null when it had none. */
  match_value: z.string().nullable(),
  /** Why it was not written (status error): the API's error shape, field by field. */
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      details: z.array(
        z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }),
      ),
    })
    .optional(),
});
export type BulkEntryResult = z.infer<typeof bulkEntryResultSchema>;

export const bulkEntriesResultSchema = z.object({
  data: z.object({
    match_field: z.string(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    failed: z.number().int(),
    results: z.array(bulkEntryResultSchema),
  }),
});
export type BulkEntriesResult = z.infer<typeof bulkEntriesResultSchema>;
