import { z } from "zod";
import { CHANNEL_KINDS } from "./channel-kinds.ts";

/**
 * What the channels API takes and answers (spec section 7; decision 008), for the routes and the
 * web alike (decision 041).
 */

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
export type ImapSettings = z.output<typeof imapSettingsSchema>;

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
  .meta({ id: "ChannelInput" });
export type ChannelInput = z.infer<typeof channelInputSchema>;

const channelFields = {
  id: z.uuid(),
  name: z.string(),
  active: z.boolean(),
  /** Whether an IMAP password is stored; the password itself never leaves the API. */
  has_password: z.boolean(),
  /** idle (never polled), ok or error: set by the IMAP poller. */
  status: z.string(),
  last_polled_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A channel as answered: the settings of its kind, as stored. */
export const channelSchema = z
  .discriminatedUnion("kind", [
    z.object({
      ...channelFields,
      kind: z.literal("imap"),
      settings: z.object({
        host: z.string(),
        port: z.number(),
        tls: z.boolean(),
        user: z.string(),
        folder: z.string(),
        processed_folder: z.string().nullable(),
        poll_interval_seconds: z.number(),
      }),
    }),
    z.object({
      ...channelFields,
      kind: z.literal("smtp"),
      settings: z.object({ address: z.string() }),
    }),
    z.object({ ...channelFields, kind: z.literal("upload"), settings: z.object({}) }),
  ])
  .meta({ id: "Channel" });
export type Channel = z.infer<typeof channelSchema>;

/** GET /api/connectivity/available-channels: a kind and what it needs. */
export const availableChannelSchema = z.object({
  kind: z.enum(CHANNEL_KINDS),
  fields: z.array(
    z.object({
      key: z.string(),
      kind: z.string(),
      required: z.boolean(),
      default: z.unknown().optional(),
    }),
  ),
});
export type AvailableChannel = z.infer<typeof availableChannelSchema>;
