import type { ImportProfileRun } from "../../../contracts/connectivity/import-profile.ts";
import type { importProfileRuns } from "../../../db/schema/index.ts";

export type ImportRunRow = typeof importProfileRuns.$inferSelect;

export function presentImportRun(row: ImportRunRow): ImportProfileRun {
  return {
    id: row.id,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    trigger: row.trigger,
    status: row.status,
    files: row.files,
    error: row.error ?? null,
  };
}
