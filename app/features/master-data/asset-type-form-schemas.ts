import { z } from "zod";
import { DESIGN_KEY_PATTERN } from "./design-kinds";

// Messages are translation keys (see lib/translate-message.ts).

/** A key as the API accepts it; the key of an asset type may be left empty (made from the name). */
export const keySchema = z
  .string({ error: "master-data:errors.keyRequired" })
  .trim()
  .regex(DESIGN_KEY_PATTERN, { error: "master-data:errors.keyInvalid" });

export const nameSchema = z
  .string({ error: "master-data:errors.nameRequired" })
  .trim()
  .min(1, { error: "master-data:errors.nameRequired" })
  .max(100, { error: "master-data:errors.tooLong" });

export const descriptionSchema = z
  .string()
  .trim()
  .max(1000, { error: "master-data:errors.tooLong" })
  .default("");

/** A removal takes a ticked box: a plain form, no dialog, no JavaScript. */
export const confirmSchema = z
  .boolean({ error: "master-data:errors.confirmDelete" })
  .refine((confirmed) => confirmed, { error: "master-data:errors.confirmDelete" });

export const createAssetTypeSchema = z.object({
  intent: z.literal("create"),
  key: keySchema.optional(),
  name: nameSchema,
  description: descriptionSchema,
});

export const deleteAssetTypeSchema = z.object({
  intent: z.literal("delete"),
  id: z.string(),
  confirm: confirmSchema,
});

/** The two forms of /admin/master-data, told apart by `intent` (convention 3). */
export const assetTypeFormSchema = z.discriminatedUnion("intent", [
  createAssetTypeSchema,
  deleteAssetTypeSchema,
]);

export type AssetTypeFormIntent = z.infer<typeof assetTypeFormSchema>["intent"];
