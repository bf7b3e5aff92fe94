import { z } from "@hono/zod-openapi";
import { pageMetaSchema, pageQuerySchema } from "../../http/paging.ts";
import { FIELD_DATA_TYPES } from "./field-data-types.ts";

const key = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,62}$/, "must start with a letter and hold only a–z, 0–9 and _");

export const assetTypeSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const assetTypeInputSchema = z.object({
  key: key.optional(),
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(1000).default(""),
});

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

export const fieldInputSchema = z
  .object({
    key,
    label: z.string().trim().min(1).max(100),
    data_type: z.enum(FIELD_DATA_TYPES),
    required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
  })
  .refine((field) => field.data_type !== "enum" || field.options.length > 0, {
    path: ["options"],
    message: "An enum field needs at least one option",
  });

export const assetTypeParamsSchema = z.object({ id: z.string().max(100) });
export const assetTypeIdParamsSchema = z.object({ assetTypeId: z.string().max(100) });

export type AssetTypeInput = z.infer<typeof assetTypeInputSchema>;
export type FieldInput = z.infer<typeof fieldInputSchema>;

export const entrySchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  values: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
  links: z.record(z.string(), z.array(z.uuid())).optional(),
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
export const entryParamsSchema = z.object({
  assetTypeId: z.string().max(100),
  entryId: z.string().max(100),
});
export const entryListQuerySchema = pageQuerySchema.extend({
  search: z.string().max(200).optional(),
  sort: z.string().max(100).optional(),
  order: z.enum(["asc", "desc"]).default("asc"),
});
export const entryListSchema = z.object({ data: z.array(entrySchema), meta: pageMetaSchema });
