import type { Transaction } from "../../../db/tenant-transaction.ts";
import { catalogueIn } from "../inquiries/tenant-catalogue.ts";
import {
  type AliasToLearn,
  aliasesToLearn,
  type Corrections,
  type NotLearned,
} from "./aliases-to-learn.ts";

export type LearnedAlias = AliasToLearn & { timesConfirmed: number };

/**
 * Remembers what an operator corrected when validating an order, so the next order of that
 * customer is right by itself (decision 013): a customer's wording or code for a product, and the
 * sender for the customer. Run in the tenant's transaction that validates the order. Confirming
 * an alias again counts up `times_confirmed` (once per inquiry); a correction to another target
 * replaces it and starts counting again.
 */
export async function learnAliases(
  tx: Transaction,
  input: { inquiryId: string | null; customerNumber: string; corrections: Corrections },
): Promise<{ learned: LearnedAlias[]; skipped: NotLearned[] }> {
  const { rows: tenant } = await tx.client.query<{ id: string | null }>(
    "select app_current_tenant() as id",
  );
  const tenantId = tenant[0]?.id;
  if (!tenantId) throw new Error("learnAliases needs a tenant's transaction (withTenant)");
  const catalogue = await catalogueIn(tx, tenantId);
  const { learn, skipped } = aliasesToLearn(catalogue, input.customerNumber, input.corrections);
  const learned: LearnedAlias[] = [];
  for (const alias of learn) {
    const { rows } = await tx.client.query<{ times_confirmed: number }>(
      `insert into matching_aliases as a
         (tenant_id, kind, customer_number, source_key, source_text, target_code, learned_from_inquiry_id)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict on constraint matching_aliases_one_per_source do update set
         times_confirmed = case
           when a.target_code <> excluded.target_code then 1
           when a.learned_from_inquiry_id is not distinct from excluded.learned_from_inquiry_id
             and excluded.learned_from_inquiry_id is not null then a.times_confirmed
           else a.times_confirmed + 1 end,
         target_code = excluded.target_code,
         source_text = excluded.source_text,
         learned_from_inquiry_id = excluded.learned_from_inquiry_id,
         updated_at = now()
       returning times_confirmed`,
      [
        tenantId,
        alias.kind,
        alias.customerNumber,
        alias.sourceKey,
        alias.sourceText,
        alias.targetCode,
        input.inquiryId,
      ],
    );
    learned.push({ ...alias, timesConfirmed: rows[0]?.times_confirmed ?? 1 });
  }
  return { learned, skipped };
}
