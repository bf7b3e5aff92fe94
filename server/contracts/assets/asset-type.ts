import { z } from "zod";
import { DESIGN_KEY_PATTERN, FIELD_DATA_TYPES } from "../master-data/design-kinds.ts";

/**
 * An asset type and its fields, as /api/dynamic-assets takes and answers them (spec section 7).
 * A contract file imports zod and contracts only (decision 041).
 */

/** The key of an asset type, a field or a relationship. */
export const designKeySchema = z
  .string()
  .trim()
  .regex(DESIGN_KEY_PATTERN, "must start with a letter and hold only a–z, 0–9 and _");

export const assetTypeSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Moves with every change to the type's fields, form, table or relationships. */
  design_version: z.number().int(),
});
export type AssetType = z.infer<typeof assetTypeSchema>;

export const assetTypeInputSchema = z.object({
  key: designKeySchema.optional(),
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(1000).default(""),
});
export type AssetTypeInput = z.infer<typeof assetTypeInputSchema>;

export const fieldSchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  key: z.string(),
  label: z.string(),
  data_type: z.enum(FIELD_DATA_TYPES),
  required: z.boolean(),
  options: z.array(z.string()),
  position: z.number(),
});
export type Field = z.infer<typeof fieldSchema>;

export const fieldInputSchema = z
  .object({
    key: designKeySchema,
    label: z.string().trim().min(1).max(100),
    data_type: z.enum(FIELD_DATA_TYPES),
    required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
  })
  .refine((field) => field.data_type !== "enum" || field.options.length > 0, {
    path: ["options"],
    message: "An enum field needs at least one option",
  });
export type FieldInput = z.infer<typeof fieldInputSchema>;
