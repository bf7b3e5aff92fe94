import type { Transaction } from "../../../db/tenant-transaction.ts";
import { recordLogEvent } from "../../logs/record-log-event.ts";

/**
 * An import that failed or refused rows is an event in the tenant's log (decision 050), linked
 * to the asset type it filled; a clean one is not.
 */
export async function logImportOutcome(
  tx: Transaction,
  run: { id: string; assetTypeId: string; fileName: string },
  status: "completed" | "failed",
  error: string | null,
): Promise<void> {
  const { rows } = await tx.client.query<{ n: number }>(
    "select count(*)::int as n from asset_import_errors where import_id = $1",
    [run.id],
  );
  const refused = rows[0]?.n ?? 0;
  if (status === "completed" && refused === 0) return;
  const action = status === "failed" ? "import_failed" : "import_rows_refused";
  await recordLogEvent(tx, {
    level: status === "failed" ? "error" : "warning",
    area: "import",
    action,
    subject: { type: "asset_type", id: run.assetTypeId, label: run.fileName },
    message: `events.${action}`,
    details: { importId: run.id, refusedRows: refused, reason: error },
  });
}
