import { eq } from "drizzle-orm";
import { assetTypeAiFields } from "../../db/schema/index.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";
import type { AiFieldPurpose } from "./ai-fields-service.ts";

/** The purposes whose field orders a list by default, first found first: people look customers
 * up by name, products by code. */
const orderingPurposes: readonly AiFieldPurpose[] = ["name", "code", "number"];

type Field = { id: string; key: string };

/**
 * The field a list of entries is sorted on when the user chose none: the type's name field, else
 * its code, else its number (as the order pipeline knows them), else its first field.
 */
export async function defaultSortField<F extends Field>(
  tx: Transaction,
  assetTypeId: string,
  fields: readonly F[],
): Promise<F | undefined> {
  const aiFields = await tx.db
    .select({ fieldId: assetTypeAiFields.fieldId, purpose: assetTypeAiFields.purpose })
    .from(assetTypeAiFields)
    .where(eq(assetTypeAiFields.assetTypeId, assetTypeId));
  for (const purpose of orderingPurposes) {
    const aiField = aiFields.find((candidate) => candidate.purpose === purpose);
    const field = aiField && fields.find((candidate) => candidate.id === aiField.fieldId);
    if (field) return field;
  }
  return fields[0];
}
