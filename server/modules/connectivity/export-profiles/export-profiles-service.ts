import { asc, count, eq } from "drizzle-orm";
import type pg from "pg";
import type {
  ExportProfileGeneralInfo,
  ExportProfileTemplate,
} from "../../../contracts/connectivity/export-profile.ts";
import { exportProfiles } from "../../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { AppError } from "../../../http/app-error.ts";
import { type PageQuery, pageMeta } from "../../../http/paging.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { normalizeRemotePath } from "../file-transfer/remote-path.ts";
import { remoteServerColumns } from "../file-transfer/remote-server-columns.ts";
import { authColumns } from "../webhooks/webhooks-service.ts";
import { sharedTemplateRenderPool } from "./export-renderer.ts";
import { sampleOrders } from "./export-sample-order.ts";
import { templateTurn } from "./export-template-turn.ts";
import { STARTER_TEMPLATES } from "./starter-templates.ts";
import {
  type ExportProfileRow,
  presentExportProfile,
  requireExportProfile,
} from "./stored-export-profile.ts";

const invalid = (path: string, message: string, extra: object = {}) =>
  new AppError("validation_failed", "Validation or transformation failed", [
    { path: [path], message, ...extra },
  ]);

/** The connection columns of a general-info input: the server for ftp, the endpoint for api. */
function targetColumns(
  box: SecretBox,
  input: ExportProfileGeneralInfo,
  current?: ExportProfileRow,
) {
  const none = {
    protocol: null,
    host: null,
    port: null,
    username: null,
    sealedPassword: null,
    sealedPrivateKey: null,
    security: "none",
    hostKeyFingerprint: null,
    url: null,
    authScheme: "None",
    authUsername: null,
    sealedAuthSecret: null,
  };
  if (input.kind === "ftp") {
    if (!input.server) throw invalid("server", "The server is required");
    return {
      ...none,
      ...remoteServerColumns(box, input.server, current?.kind === "ftp" ? current : undefined),
    };
  }
  if (!input.api) throw invalid("api.url", "The URL is required");
  return {
    ...none,
    url: input.api.url,
    authScheme: input.api.auth_scheme,
    ...authColumns(box, input.api, current?.kind === "api" ? current : undefined),
  };
}

async function lastRuns(tx: Transaction) {
  const { rows } = await tx.client.query<{ profile_id: string; at: Date; outcome: string }>(
    `select distinct on (profile_id) profile_id, at, outcome
       from export_attempts order by profile_id, at desc`,
  );
  return new Map(rows.map((row) => [row.profile_id, { at: row.at, status: row.outcome }]));
}

export function listExportProfiles(
  pool: pg.Pool,
  tenantId: string,
  query: PageQuery,
  path: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const [total] = await tx.db.select({ n: count() }).from(exportProfiles);
    const rows = await tx.db
      .select()
      .from(exportProfiles)
      .orderBy(asc(exportProfiles.name), asc(exportProfiles.createdAt))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const runs = await lastRuns(tx);
    return {
      data: rows.map((row) => presentExportProfile(row, runs.get(row.id) ?? null)),
      meta: pageMeta(path, query, total?.n ?? 0, rows.length),
    };
  });
}

export function getExportProfile(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const row = await requireExportProfile(tx, id);
    return presentExportProfile(row, (await lastRuns(tx)).get(row.id) ?? null);
  });
}

/** A new profile, its template started from the chosen format's starter. */
export function createExportProfile(
  pool: pg.Pool,
  box: SecretBox,
  tenantId: string,
  input: ExportProfileGeneralInfo,
) {
  const format = input.format ?? "csv";
  const starter = STARTER_TEMPLATES[format];
  const target = targetColumns(box, input);
  return withTenant(pool, tenantId, async (tx) => {
    const [row] = await tx.db
      .insert(exportProfiles)
      .values({
        tenantId,
        name: input.name,
        active: input.active,
        kind: input.kind,
        ...target,
        format,
        template: starter.template,
        fileNameTemplate: starter.fileName,
      })
      .returning();
    return presentExportProfile(row as ExportProfileRow);
  });
}

export function updateExportProfileGeneralInfo(
  pool: pg.Pool,
  box: SecretBox,
  tenantId: string,
  id: string,
  input: ExportProfileGeneralInfo,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const current = await requireExportProfile(tx, id, { lock: true });
    const [row] = await tx.db
      .update(exportProfiles)
      .set({
        name: input.name,
        active: input.active,
        kind: input.kind,
        ...targetColumns(box, input, current),
        updatedAt: new Date(),
      })
      .where(eq(exportProfiles.id, id))
      .returning();
    return presentExportProfile(row as ExportProfileRow);
  });
}

export function updateExportProfilePath(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  input: { path: string },
) {
  let path: string;
  try {
    path = normalizeRemotePath(input.path.startsWith("/") ? input.path : `/${input.path}`);
  } catch (error) {
    throw invalid("path", (error as Error).message);
  }
  return withTenant(pool, tenantId, async (tx) => {
    await requireExportProfile(tx, id, { lock: true });
    const [row] = await tx.db
      .update(exportProfiles)
      .set({ path, updatedAt: new Date() })
      .where(eq(exportProfiles.id, id))
      .returning();
    return presentExportProfile(row as ExportProfileRow);
  });
}

/**
 * Saves a template only when both it and the file name parse, and the file name comes out as a
 * name for the tenant's last validated order (or a bare one) and for it without its reference
 * (decision 061); else 422 with the line and column, or the code, in `details`. The check
 * renders in the render pool, one per tenant at a time like a preview.
 */
export async function updateExportProfileTemplate(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  input: ExportProfileTemplate,
) {
  const done = await templateTurn(tenantId);
  try {
    const orders = await withTenant(pool, tenantId, async (tx) => {
      await requireExportProfile(tx, id);
      return sampleOrders(tx, tenantId);
    });
    const problem = await sharedTemplateRenderPool().check(
      { template: input.template, fileNameTemplate: input.file_name_template },
      orders,
    );
    if (problem) {
      throw invalid(problem.field, problem.message, {
        line: problem.line,
        column: problem.column,
        code: problem.code,
      });
    }
  } finally {
    done();
  }
  return withTenant(pool, tenantId, async (tx) => {
    await requireExportProfile(tx, id, { lock: true });
    const [row] = await tx.db
      .update(exportProfiles)
      .set({
        format: input.format,
        template: input.template,
        fileNameTemplate: input.file_name_template,
        encoding: input.encoding,
        updatedAt: new Date(),
      })
      .where(eq(exportProfiles.id, id))
      .returning();
    return presentExportProfile(row as ExportProfileRow);
  });
}

/** Deletes the profile with its runs and their log; pending runs are not written. */
export function deleteExportProfile(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    await requireExportProfile(tx, id, { lock: true });
    await tx.db.delete(exportProfiles).where(eq(exportProfiles.id, id));
  });
}
