import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { joinRemotePath } from "../file-transfer/remote-path.ts";
import { withOrderId } from "./export-file-name.ts";

/**
 * The name an order's file is written under, kept on its run before the write (issue 39, item 9;
 * decision 061). A name another order's file of this profile has in that directory (written, or
 * claimed by a run under way) gets the order's id appended: no order's file replaces another's
 * on the receiving server. A later version of the same order keeps its name, and replaces its
 * own file. One claim at a time per profile, so two runs at once cannot both take a name.
 */
export function claimExportFileName(
  pool: pg.Pool,
  tenantId: string,
  run: { id: string; profile_id: string; inquiry_id: string },
  directory: string,
  name: string,
): Promise<string> {
  return withTenant(pool, tenantId, async (tx) => {
    await tx.client.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
      `export-file-names:${run.profile_id}`,
    ]);
    const { rows } = await tx.client.query(
      `select 1 from export_runs
        where profile_id = $1 and inquiry_id <> $2 and file_path = $3 limit 1`,
      [run.profile_id, run.inquiry_id, joinRemotePath(directory, name)],
    );
    const fileName = rows.length > 0 ? withOrderId(name, run.inquiry_id) : name;
    await tx.client.query("update export_runs set file_path = $2 where id = $1", [
      run.id,
      joinRemotePath(directory, fileName),
    ]);
    return fileName;
  });
}
