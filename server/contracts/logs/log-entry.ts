import { z } from "zod";

/**
 * What GET /api/log/logs takes and answers (spec section 7; decision 050): the audit trail of
 * changes and the system events of one tenant, newest first.
 */

export const LOG_LEVELS = ["info", "warning", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What an entry is about; the trigger's and recordLogEvent's areas. */
export const LOG_AREAS = [
  "users",
  "settings",
  "channels",
  "integrations",
  "webhooks",
  "api_clients",
  "export_profiles",
  "import_profiles",
  "reference_data",
  "asset_types",
  "orders",
  "sign_in",
  "email",
  "delivery",
  "import",
] as const;
export type LogArea = (typeof LOG_AREAS)[number];

/** A day (the tenant's day) or an instant. */
const moment = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const logQuerySchema = z.object({
  /** From this instant, or from the start of this day. */
  from: moment.optional(),
  /** Up to this instant, or to the end of this day. */
  to: moment.optional(),
  level: z.enum(LOG_LEVELS).optional(),
  area: z.enum(LOG_AREAS).optional(),
  /** The id of the person who acted. */
  user: z.uuid().optional(),
  /** Text in the subject's label, the message or the details. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type LogQuery = z.infer<typeof logQuerySchema>;

const values = z.record(z.string(), z.unknown());

export const logEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    level: z.enum(LOG_LEVELS),
    area: z.enum(LOG_AREAS),
    /** change: the audit trail; event: something that happened (a refused delivery, …). */
    kind: z.enum(["change", "event"]),
    /** created | updated | deleted, or the event's name. */
    action: z.string(),
    subject: z
      .object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() })
      .nullable(),
    /** Who acted; null: Fennec itself or an API client. */
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
    /** Of a change: the values before and after (only the changed ones on an update). */
    before: values.nullable(),
    after: values.nullable(),
    /** Of an event: its message key (logs namespace) and values. */
    message: z.string().nullable(),
    details: values.nullable(),
  })
  .meta({ id: "LogEntry" });
export type LogEntry = z.infer<typeof logEntrySchema>;
