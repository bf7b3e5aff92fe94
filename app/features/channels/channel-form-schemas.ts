import { z } from "zod";

// Messages are translation keys (see lib/translate-message.ts). The limits are the API's
// (server/modules/connectivity/channels/channel-kinds.ts), checked here first so that a mistake
// is marked next to its field before anything is sent.

const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: "channels:errors.tooLong" });

const name = requiredText(200, "channels:errors.nameRequired");
/** A checkbox: unticked is false. */
const active = z.boolean().default(false);

const portRange = { min: 1, max: 65_535 } as const;
const pollIntervalRange = { min: 30, max: 3600 } as const;

const whole = (range: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(range.min, { error: message })
    .max(range.max, { error: message });

const imapFields = {
  kind: z.literal("imap"),
  name,
  active,
  host: requiredText(253, "channels:errors.hostRequired"),
  port: whole(portRange, "channels:errors.portInvalid"),
  tls: z.boolean().default(false),
  user: requiredText(320, "channels:errors.userRequired"),
  folder: requiredText(200, "channels:errors.folderRequired"),
  /** Empty: processed mail is only marked as read. */
  processed_folder: z.string().trim().max(200, { error: "channels:errors.tooLong" }).optional(),
  poll_interval_seconds: whole(pollIntervalRange, "channels:errors.pollIntervalInvalid"),
};
const smtpFields = {
  kind: z.literal("smtp"),
  name,
  active,
  address: z
    .string({ error: "channels:errors.addressRequired" })
    .trim()
    .pipe(
      z
        .email({ error: "channels:errors.addressInvalid" })
        .max(320, { error: "channels:errors.tooLong" }),
    ),
};
const uploadFields = { kind: z.literal("upload"), name, active };

const password = z.string().max(1000, { error: "channels:errors.tooLong" });
const create = { intent: z.literal("create") };
const update = { intent: z.literal("update"), id: z.string() };

export const createImapChannelSchema = z.object({
  ...create,
  ...imapFields,
  password: z.string({ error: "channels:errors.passwordRequired" }).pipe(password),
});
export const createSmtpChannelSchema = z.object({ ...create, ...smtpFields });
export const createUploadChannelSchema = z.object({ ...create, ...uploadFields });

export const updateImapChannelSchema = z.object({
  ...update,
  ...imapFields,
  /** Left empty, the stored password is kept. */
  password: password.optional(),
});
export const updateSmtpChannelSchema = z.object({ ...update, ...smtpFields });
export const updateUploadChannelSchema = z.object({ ...update, ...uploadFields });

export const createChannelSchema = z.discriminatedUnion("kind", [
  createImapChannelSchema,
  createSmtpChannelSchema,
  createUploadChannelSchema,
]);
export const updateChannelSchema = z.discriminatedUnion("kind", [
  updateImapChannelSchema,
  updateSmtpChannelSchema,
  updateUploadChannelSchema,
]);

export const deleteChannelSchema = z.object({
  intent: z.literal("delete"),
  id: z.string(),
  confirm: z
    .boolean({ error: "channels:errors.confirmDelete" })
    .refine((confirmed) => confirmed, { error: "channels:errors.confirmDelete" }),
});

/** The list's buttons: switch a channel on or off without opening it. */
export const setActiveSchema = z.object({
  intent: z.enum(["activate", "deactivate"]),
  id: z.string(),
});

/** The forms of /admin/channels, told apart by `intent`, and by `kind` within one (convention 3). */
export const channelFormSchema = z.discriminatedUnion("intent", [
  createChannelSchema,
  updateChannelSchema,
  deleteChannelSchema,
  setActiveSchema,
]);

export type ChannelForm = z.infer<typeof channelFormSchema>;
export type ChannelFormIntent = ChannelForm["intent"];
export type ChannelSettingsValue = z.infer<typeof createChannelSchema | typeof updateChannelSchema>;

export const channelFormIntents: readonly ChannelFormIntent[] = [
  "create",
  "update",
  "delete",
  "activate",
  "deactivate",
];

export function isChannelFormIntent(value: unknown): value is ChannelFormIntent {
  return (channelFormIntents as readonly unknown[]).includes(value);
}

const schemas = {
  create: {
    imap: createImapChannelSchema,
    smtp: createSmtpChannelSchema,
    upload: createUploadChannelSchema,
  },
  update: {
    imap: updateImapChannelSchema,
    smtp: updateSmtpChannelSchema,
    upload: updateUploadChannelSchema,
  },
} as const;

/** The schema of one form on the page: creating or editing a channel of one kind. */
export function channelSettingsSchema(mode: "create" | "update", kind: "imap" | "smtp" | "upload") {
  return schemas[mode][kind];
}
