import type { LogArea, LogLevel } from "../../contracts/logs/log-entry.ts";
import type { Transaction } from "../../db/tenant-transaction.ts";

export type LogEvent = {
  level: LogLevel;
  area: LogArea;
  /** The event's name: `message_unreadable`, `delivery_refused`, … */
  action: string;
  subject: { type: string; id: string; label?: string | null } | null;
  /** A key of the logs namespace (`events.<action>`), shown with `details` as its values. */
  message: string;
  details?: Record<string, unknown>;
  /** On a platform path (no tenant set): the tenant it belongs to. */
  tenantId?: string;
};

/**
 * Writes a system event to the tenant's log (decision 050), in the transaction of what happened,
 * so it is kept exactly when that is. The details pass the same deny list as the audit trail
 * (log_redact, migration 0024): nothing secret is kept, whatever a caller hands in.
 */
export async function recordLogEvent(tx: Transaction, event: LogEvent): Promise<void> {
  await tx.client.query(
    `insert into log_entries (tenant_id, level, area, kind, action, subject_type, subject_id,
        subject_label, user_id, message, details)
     values (coalesce($9::uuid, app_current_tenant()), $1, $2, 'event', $3, $4, $5, $6,
        nullif(current_setting('app.user_id', true), '')::uuid, $7, log_redact($8::jsonb))`,
    [
      event.level,
      event.area,
      event.action,
      event.subject?.type ?? null,
      event.subject?.id ?? null,
      event.subject?.label ?? null,
      event.message,
      JSON.stringify(event.details ?? {}),
      event.tenantId ?? null,
    ],
  );
}
