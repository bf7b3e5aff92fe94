import { performance } from "node:perf_hooks";
import type pg from "pg";
import type { ExportFormat } from "../../../contracts/connectivity/export-profile.ts";
import type { FileEncoding } from "../../../contracts/connectivity/file-encodings.ts";
import type { WebhookAuthScheme } from "../../../contracts/connectivity/webhook.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { enqueue } from "../../../jobs/queue.ts";
import { guardedFetch } from "../../../security/guarded-fetch.ts";
import { OutboundRefusedError } from "../../../security/outbound-guard.ts";
import { recordLogEvent } from "../../logs/record-log-event.ts";
import { RemoteTransferError } from "../file-transfer/remote-files.ts";
import type { TransferBounds } from "../file-transfer/transfer-bounds.ts";
import { withRemoteSession } from "../file-transfer/with-remote-session.ts";
import { authOf } from "../webhooks/stored-webhook.ts";
import { nextAttemptDelay, WEBHOOK_RETRY_WINDOW_MS } from "../webhooks/webhook-retry-schedule.ts";
import { claimExportFileName } from "./claim-export-file-name.ts";
import type { RemoteAccess } from "./export-profile-remote.ts";
import { pinHostKey } from "./export-profile-remote.ts";
import { EXPORT_RUN_BUDGET_MS, sharedTemplateRenderPool } from "./export-renderer.ts";
import type { RenderedExport } from "./export-template.ts";
import { ExportTemplateError } from "./export-template-error.ts";
import { WRITE_EXPORT_JOB, type WriteExportJobData } from "./queue-exports.ts";
import { type ExportProfileRow, remoteServerOf } from "./stored-export-profile.ts";

/**
 * One scheduled attempt of writing one order version with one export profile (decision 046),
 * as the webhook send job does it (decision 028): the run is checked and locked in a first
 * transaction, the file written outside any, and the attempt recorded with the next one queued
 * in a second, which first checks the run is still this job's. The webhook schedule is reused:
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, within 24 hours.
 */

export type ExportOptions = RemoteAccess & {
  now?: () => Date;
  random?: () => number;
  timeoutMs?: number;
  /** Tests only: shorter bounds than the defaults (decision 062). */
  bounds?: Partial<TransferBounds>;
};

/**
 * An attempt writes one file of at most 10 MB (decision 046): its session is bounded tighter than
 * an import run's, so a lost attempt is found sooner (decision 066).
 */
export const EXPORT_TRANSFER_BOUNDS = { fileMs: 4 * 60_000, runMs: 5 * 60_000 } as const;

type Attempt = {
  outcome: "written" | "retry" | "give-up";
  filePath: string | null;
  statusCode: number | null;
  durationMs: number;
  error: { code: string; message: string } | null;
  retryAfterSeconds?: number;
};

/** Failures no later attempt can mend without someone changing the profile first. */
const HOPELESS = new Set(["refused", "invalid-path", "template"]);

type RunRow = {
  id: string;
  profile_id: string;
  inquiry_id: string;
  payload: Record<string, unknown>;
  status: string;
  first_attempt_at: Date | null;
  next_attempt_at: Date | null;
};

async function lockRun(tx: Transaction, runId: string) {
  const { rows } = await tx.client.query<RunRow>(
    `select id, profile_id, inquiry_id, payload, status, first_attempt_at, next_attempt_at
       from export_runs where id = $1 for update`,
    [runId],
  );
  return rows[0] ?? null;
}

export async function writeScheduledExport(
  pool: pg.Pool,
  data: WriteExportJobData,
  options: ExportOptions,
): Promise<"skipped" | "written" | "retry-scheduled" | "failed"> {
  const now = options.now ?? (() => new Date());
  const { tenantId, runId } = data;
  if (!isUuid(runId)) return "skipped";
  const due = Date.parse(data.due);

  const started = await withTenant(pool, tenantId, async (tx) => {
    const run = await lockRun(tx, runId);
    if (run?.status !== "pending" || run.next_attempt_at?.getTime() !== due) return null;
    const { rows } = await tx.client.query<ExportProfileRow>(
      `select tenant_id as "tenantId", id, name, active, kind, protocol, host, port, username,
              sealed_password as "sealedPassword", sealed_private_key as "sealedPrivateKey",
              security, host_key_fingerprint as "hostKeyFingerprint", url,
              auth_scheme as "authScheme", auth_username as "authUsername",
              sealed_auth_secret as "sealedAuthSecret", path, format, template,
              file_name_template as "fileNameTemplate", encoding
         from export_profiles where id = $1`,
      [run.profile_id],
    );
    const profile = rows[0];
    if (!profile?.active) {
      await tx.client.query(
        "update export_runs set status = 'failed', next_attempt_at = null, updated_at = now() where id = $1",
        [runId],
      );
      return null;
    }
    return { run, profile, startedAt: now() };
  });
  if (!started) return "skipped";

  const attempt = await attemptExport(started.run, started.profile, tenantId, pool, options);

  return withTenant(pool, tenantId, async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run) return "skipped";
    const at = now();
    await tx.client.query(
      `insert into export_attempts
         (tenant_id, run_id, profile_id, outcome, file_path, status_code, duration_ms,
          error_code, error_message, at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        tenantId,
        runId,
        run.profile_id,
        attempt.outcome,
        attempt.filePath,
        attempt.statusCode,
        attempt.durationMs,
        attempt.error?.code ?? null,
        attempt.error?.message ?? null,
        at,
      ],
    );
    const firstAttemptAt = run.first_attempt_at ?? started.startedAt;
    const counted = "attempts = attempts + 1, first_attempt_at = coalesce(first_attempt_at, $2)";
    if (attempt.outcome === "written") {
      await tx.client.query(
        `update export_runs set ${counted}, status = 'written', file_path = $3,
                next_attempt_at = null, updated_at = now() where id = $1`,
        [runId, firstAttemptAt, attempt.filePath],
      );
      return "written";
    }
    const stillOurs = run.status === "pending" && run.next_attempt_at?.getTime() === due;
    if (!stillOurs) return "skipped";
    const { rows } = await tx.client.query<{ n: number }>(
      "select count(*)::int as n from export_attempts where run_id = $1",
      [runId],
    );
    const delay =
      attempt.outcome === "retry"
        ? nextAttemptDelay(Math.max(1, rows[0]?.n ?? 1), attempt.retryAfterSeconds, options.random)
        : null;
    const next = delay === null ? null : new Date(at.getTime() + delay);
    if (next === null || next.getTime() > firstAttemptAt.getTime() + WEBHOOK_RETRY_WINDOW_MS) {
      await tx.client.query(
        `update export_runs set ${counted}, status = 'failed', next_attempt_at = null,
                updated_at = now() where id = $1`,
        [runId, firstAttemptAt],
      );
      await recordLogEvent(tx, {
        level: "error",
        area: "export_profiles",
        action: "export_given_up",
        subject: { type: "export_profile", id: run.profile_id, label: started.profile.name },
        message: "events.export_given_up",
        details: { runId, reason: attempt.error?.message ?? null },
      });
      return "failed";
    }
    await tx.client.query(
      `update export_runs set ${counted}, next_attempt_at = $3, updated_at = now() where id = $1`,
      [runId, firstAttemptAt, next],
    );
    const nextData: WriteExportJobData = { tenantId, runId, due: next.toISOString() };
    await enqueue(tx, WRITE_EXPORT_JOB, nextData, { startAfter: next });
    return "retry-scheduled";
  });
}

/** Renders and writes (or posts) the file; never throws for the target's sake. */
async function attemptExport(
  run: RunRow,
  profile: ExportProfileRow,
  tenantId: string,
  pool: pg.Pool,
  options: ExportOptions,
): Promise<Attempt> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const failed = (code: string, message: string): Attempt => ({
    outcome: HOPELESS.has(code) ? "give-up" : "retry",
    filePath: null,
    statusCode: null,
    durationMs: took(),
    error: { code, message },
  });
  let file: RenderedExport;
  try {
    file = await sharedTemplateRenderPool().render(
      {
        template: profile.template,
        fileNameTemplate: profile.fileNameTemplate,
        encoding: profile.encoding as FileEncoding,
        format: profile.format as ExportFormat,
      },
      run.payload,
      // A name that comes out empty falls back to the order's id (decision 061).
      { budgetMs: EXPORT_RUN_BUDGET_MS, strictName: false },
    );
  } catch (error) {
    if (error instanceof ExportTemplateError) {
      const where = error.detail.line
        ? ` (line ${error.detail.line}, column ${error.detail.column})`
        : "";
      return failed("template", `The template could not be rendered${where}: ${error.message}`);
    }
    throw error;
  }
  if (profile.kind === "api") return postExport(profile, file, options, failed, took);
  const fileName = await claimExportFileName(pool, tenantId, run, profile.path, file.fileName);
  try {
    const filePath = await withRemoteSession(
      remoteServerOf(options.box, profile),
      {
        guard: options.guard,
        tlsCa: options.tlsCa,
        timeoutMs: options.timeoutMs,
        bounds: { ...EXPORT_TRANSFER_BOUNDS, ...options.bounds },
        pin: (fingerprint) => pinHostKey(pool, tenantId, profile.id, fingerprint),
      },
      (session) => session.writeFile(profile.path, fileName, file.bytes),
    );
    return { outcome: "written", filePath, statusCode: null, durationMs: took(), error: null };
  } catch (error) {
    if (error instanceof RemoteTransferError) return failed(error.code, error.message);
    throw error;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  csv: "text/csv",
  xml: "application/xml",
  json: "application/json",
  text: "text/plain",
};

async function postExport(
  profile: ExportProfileRow,
  file: { fileName: string; bytes: Buffer },
  options: ExportOptions,
  failed: (code: string, message: string) => Attempt,
  took: () => number,
): Promise<Attempt> {
  const auth = (() => {
    try {
      return authOf(
        options.box,
        profile.authScheme as WebhookAuthScheme,
        profile.authUsername,
        profile.sealedAuthSecret,
      );
    } catch {
      return null;
    }
  })();
  if (!auth) return failed("refused", "The export profile is not set up correctly");
  const headers: Record<string, string> = {
    "content-type": `${CONTENT_TYPES[profile.format] ?? "text/plain"}; charset=${profile.encoding}`,
    "x-fennec-file-name": encodeURIComponent(file.fileName),
  };
  if (auth.scheme === "basic") {
    headers.authorization = `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}`;
  } else if (auth.scheme === "bearer") {
    headers.authorization = `Bearer ${auth.token}`;
  }
  try {
    const response = await guardedFetch(options.guard, profile.url ?? "", {
      method: "POST",
      headers,
      body: file.bytes,
      timeoutMs: options.timeoutMs ?? 15_000,
      maxResponseBytes: 64 * 1024,
    });
    await response.text();
    const status = response.status;
    if (status >= 200 && status < 300) {
      return {
        outcome: "written",
        filePath: null,
        statusCode: status,
        durationMs: took(),
        error: null,
      };
    }
    const retryable = status === 408 || status === 429 || status >= 500;
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      outcome: retryable ? "retry" : "give-up",
      filePath: null,
      statusCode: status,
      durationMs: took(),
      error: { code: "http", message: `The endpoint answered HTTP ${status}` },
      ...(retryable && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  } catch (error) {
    if (error instanceof OutboundRefusedError) return failed("refused", error.message);
    return failed("unreachable", "Could not reach the endpoint, or it did not answer in time");
  }
}
