import { z } from "zod";
import {
  AI_FIELD_PURPOSES,
  COLUMN_DISPLAY_KINDS,
  FORM_INPUT_KINDS,
  INDEX_KINDS,
  INDEX_STATUSES,
  RELATION_KINDS,
} from "../master-data/design-kinds.ts";
import { designKeySchema } from "./asset-type.ts";

/**
 * The design of an asset type beyond its fields (spec section 7): form and table placements, AI
 * fields, relationships and indexes. A contract file imports zod and contracts only (decision 041).
 */

export const formFieldSchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  field_id: z.uuid(),
  input_kind: z.enum(FORM_INPUT_KINDS),
  position: z.number(),
});
export const formFieldInputSchema = z.object({
  field_id: z.string().max(100),
  input_kind: z.enum(FORM_INPUT_KINDS),
});
export const formFieldChangesSchema = formFieldInputSchema.pick({ input_kind: true });

export const tableFieldSchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  field_id: z.uuid(),
  display_kind: z.enum(COLUMN_DISPLAY_KINDS),
  position: z.number(),
});
export const tableFieldInputSchema = z.object({
  field_id: z.string().max(100),
  display_kind: z.enum(COLUMN_DISPLAY_KINDS),
});
export const tableFieldChangesSchema = tableFieldInputSchema.pick({ display_kind: true });

export const aiFieldSchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  field_id: z.uuid(),
  purpose: z.enum(AI_FIELD_PURPOSES),
});
export type AiField = z.infer<typeof aiFieldSchema>;
export const aiFieldInputSchema = z.object({
  field_id: z.string().max(100),
  purpose: z.enum(AI_FIELD_PURPOSES),
});

export const relationshipSchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  kind: z.enum(RELATION_KINDS),
  target_asset_type_id: z.uuid(),
  key: z.string(),
  label: z.string(),
  inverse_label: z.string(),
});
export type Relationship = z.infer<typeof relationshipSchema>;
export const relationshipInputSchema = z.object({
  kind: z.enum(RELATION_KINDS),
  target_asset_type_id: z.string().max(100),
  key: designKeySchema,
  label: z.string().trim().min(1).max(100),
  inverse_label: z.string().trim().max(100).default(""),
});

export const indexSchema = z.object({
  id: z.uuid(),
  asset_type_id: z.uuid(),
  field_id: z.uuid(),
  kind: z.enum(INDEX_KINDS),
  status: z.enum(INDEX_STATUSES),
  error: z.string().nullable(),
});
export type FieldIndex = z.infer<typeof indexSchema>;
export const indexInputSchema = z.object({
  field_id: z.string().max(100),
  kind: z.enum(INDEX_KINDS),
});
