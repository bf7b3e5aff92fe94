import { z } from "zod";
import { confirmSchema, descriptionSchema, keySchema, nameSchema } from "./asset-type-form-schemas";
import {
  AI_FIELD_PURPOSES,
  COLUMN_DISPLAY_KINDS,
  FIELD_DATA_TYPES,
  FORM_INPUT_KINDS,
  INDEX_KINDS,
  PLACEMENTS,
  RELATION_KINDS,
} from "./design-kinds";

// Messages are translation keys (see lib/translate-message.ts).

const id = z.string();
const label = z
  .string({ error: "master-data:errors.labelRequired" })
  .trim()
  .min(1, { error: "master-data:errors.labelRequired" })
  .max(100, { error: "master-data:errors.tooLong" });
const choose = (message: string) => ({ error: `master-data:errors.${message}` });

/** The lines of the options box: one option each, blank lines left out. */
export function optionLines(text: string | undefined) {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

const fieldShape = {
  key: keySchema,
  label,
  data_type: z.enum(FIELD_DATA_TYPES, choose("dataTypeRequired")),
  required: z.boolean().default(false),
  /** One option per line; only an enum field keeps them. */
  options: z.string().max(20_000, choose("tooLong")).optional(),
};
const enumNeedsOptions = (field: { data_type: string; options?: string }) =>
  field.data_type !== "enum" || optionLines(field.options).length > 0;
const optionsChecks = (field: { data_type: string; options?: string }) =>
  optionLines(field.options).every((option) => option.length <= 100);
const optionsRequired = { path: ["options"], error: "master-data:errors.optionsRequired" };
const optionTooLong = { path: ["options"], error: "master-data:errors.optionTooLong" };

export const createFieldSchema = z
  .object({ intent: z.literal("field.create"), ...fieldShape })
  .refine(enumNeedsOptions, optionsRequired)
  .refine(optionsChecks, optionTooLong);

export const updateFieldSchema = z
  .object({ intent: z.literal("field.update"), id, ...fieldShape })
  .refine(enumNeedsOptions, optionsRequired)
  .refine(optionsChecks, optionTooLong);

const relationshipShape = {
  kind: z.enum(RELATION_KINDS, choose("kindRequired")),
  target_asset_type_id: z.string(choose("targetRequired")),
  key: keySchema,
  label,
  inverse_label: z.string().trim().max(100, choose("tooLong")).default(""),
};

export const createRelationshipSchema = z.object({
  intent: z.literal("relationship.create"),
  ...relationshipShape,
});
export const updateRelationshipSchema = z.object({
  intent: z.literal("relationship.update"),
  id,
  ...relationshipShape,
});

export const updateTypeSchema = z.object({
  intent: z.literal("type.update"),
  name: nameSchema,
  description: descriptionSchema,
});

export const createAiFieldSchema = z.object({
  intent: z.literal("aiField.create"),
  field_id: z.string(choose("fieldRequired")),
  purpose: z.enum(AI_FIELD_PURPOSES, choose("purposeRequired")),
});

export const createIndexSchema = z.object({
  intent: z.literal("index.create"),
  field_id: z.string(choose("fieldRequired")),
  kind: z.enum(INDEX_KINDS, choose("kindRequired")),
});

const placement = z.enum(PLACEMENTS);
const placementKind = z.enum(
  [...FORM_INPUT_KINDS, ...COLUMN_DISPLAY_KINDS],
  choose("kindRequired"),
);

export const addPlacementSchema = z.object({
  intent: z.literal("placement.add"),
  placement,
  field_id: z.string(choose("fieldRequired")),
  kind: placementKind,
});

/** The buttons of one row of the form or table fields: change the kind, move, remove. */
export const placementRowSchema = z.object({
  intent: z.enum(["placement.change", "placement.up", "placement.down", "placement.remove"]),
  placement,
  id,
  kind: placementKind.optional(),
  /** Where the row was when the page was drawn: a repeated move changes nothing more. */
  position: z.coerce.number().int().min(0).optional(),
});

export const confirmedDeleteSchema = z.object({
  intent: z.enum(["field.delete", "relationship.delete"]),
  id,
  confirm: confirmSchema,
});

const removeSchema = z.object({ intent: z.enum(["aiField.delete", "index.delete"]), id });

const generateSchema = z.object({ intent: z.literal("placement.generate"), placement });

/** Every form of the designer, told apart by `intent` (convention 3). */
export const designerFormSchema = z.discriminatedUnion("intent", [
  updateTypeSchema,
  createFieldSchema,
  updateFieldSchema,
  createAiFieldSchema,
  addPlacementSchema,
  placementRowSchema,
  generateSchema,
  createIndexSchema,
  createRelationshipSchema,
  updateRelationshipSchema,
  confirmedDeleteSchema,
  removeSchema,
]);

export type DesignerForm = z.infer<typeof designerFormSchema>;
export type DesignerIntent = DesignerForm["intent"];
