import { z } from "@hono/zod-openapi";

/** The e-mail channel kinds (decision 008). */
export const CHANNEL_KINDS = ["imap", "smtp", "upload"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

const name = z.string().trim().min(1).max(200);
const active = z.boolean().default(true);

export const imapSettingsSchema = z.object({
  host: z.string().trim().min(1).max(253),
  port: z.number().int().min(1).max(65_535).default(993),
  tls: z.boolean().default(true),
  user: z.string().trim().min(1).max(320),
  folder: z.string().trim().min(1).max(200).default("INBOX"),
  /** Where processed mail is moved to; without one it is only flagged as seen. */
  processed_folder: z.string().trim().min(1).max(200).nullable().default(null),
  poll_interval_seconds: z.number().int().min(30).max(3600).default(60),
});

export const smtpSettingsSchema = z.object({
  /** The address customers send to; Fennec's SMTP listener accepts mail for it. */
  address: z
    .email()
    .max(320)
    .transform((address) => address.toLowerCase()),
});

/** What POST and PUT take: the kind's settings, and for IMAP its password (kept encrypted). */
export const channelInputSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("imap"),
      name,
      active,
      settings: imapSettingsSchema,
      /** Required when the channel is made; left out on update, the stored one is kept. */
      password: z.string().min(1).max(1000).optional(),
    }),
    z.object({ kind: z.literal("smtp"), name, active, settings: smtpSettingsSchema }),
    z.object({ kind: z.literal("upload"), name, active, settings: z.object({}).default({}) }),
  ])
  .openapi("ChannelInput");
export type ChannelInput = z.infer<typeof channelInputSchema>;

export const channelSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    kind: z.enum(CHANNEL_KINDS),
    active: z.boolean(),
    settings: z.record(z.string(), z.unknown()),
    has_password: z.boolean(),
    status: z.string(),
    last_polled_at: z.string().nullable(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Channel");

type FieldKind = "text" | "number" | "boolean" | "password" | "email";
type AvailableField = { key: string; kind: FieldKind; required: boolean; default?: unknown };

/** GET /api/connectivity/available-channels: the kinds and what each needs. */
export const AVAILABLE_CHANNELS: Array<{ kind: ChannelKind; fields: AvailableField[] }> = [
  {
    kind: "imap",
    fields: [
      { key: "host", kind: "text", required: true },
      { key: "port", kind: "number", required: true, default: 993 },
      { key: "tls", kind: "boolean", required: true, default: true },
      { key: "user", kind: "text", required: true },
      { key: "password", kind: "password", required: true },
      { key: "folder", kind: "text", required: true, default: "INBOX" },
      { key: "processed_folder", kind: "text", required: false },
      { key: "poll_interval_seconds", kind: "number", required: true, default: 60 },
    ],
  },
  { kind: "smtp", fields: [{ key: "address", kind: "email", required: true }] },
  { kind: "upload", fields: [] },
];
