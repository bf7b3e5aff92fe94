import { z } from "zod";

// Messages are translation keys (see lib/translate-message.ts). The limits are the API's
// (server/modules/connectivity/webhooks/webhook-input.ts), checked here first so that a mistake
// is marked next to its field before anything is sent.

export const AUTH_SCHEMES = ["None", "Basic", "Bearer"] as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const url = z
  .string({ error: "webhooks:errors.urlRequired" })
  .trim()
  .max(2000, { error: "webhooks:errors.urlTooLong" })
  .refine(isHttpUrl, { error: "webhooks:errors.urlInvalid" });
const optionalText = (max: number) =>
  z.string().trim().max(max, { error: "webhooks:errors.tooLong" }).optional();
const secretText = z.string().max(1000, { error: "webhooks:errors.tooLong" }).optional();

const connection = {
  url,
  auth_scheme: z.enum(AUTH_SCHEMES, { error: "webhooks:errors.authSchemeInvalid" }).default("None"),
  auth_username: optionalText(200),
  /** Basic: the password; Bearer: the token. Left empty, the stored one is kept. */
  auth_password: secretText,
  auth_token: secretText,
};

const needsUser = (form: { auth_scheme: string; auth_username?: string }) =>
  form.auth_scheme !== "Basic" || Boolean(form.auth_username);
const userRule = { error: "webhooks:errors.usernameRequired", path: ["auth_username"] };

export const saveWebhookSchema = z
  .object({
    intent: z.literal("save"),
    name: z
      .string({ error: "webhooks:errors.nameRequired" })
      .trim()
      .min(1, { error: "webhooks:errors.nameRequired" })
      .max(200, { error: "webhooks:errors.tooLong" }),
    ...connection,
    /** The one event (spec section 3): a box that must be ticked. */
    event_order_validated: z
      .boolean({ error: "webhooks:errors.eventRequired" })
      .refine((ticked) => ticked, { error: "webhooks:errors.eventRequired" }),
    active: z.boolean().default(false),
  })
  .refine(needsUser, userRule);

/** Sends a test with what the form holds, saved or not. */
export const testWebhookSchema = z
  .object({
    intent: z.literal("test"),
    name: z.string().optional(),
    ...connection,
    event_order_validated: z.boolean().optional(),
    active: z.boolean().optional(),
  })
  .refine(needsUser, userRule);

export const webhookFormSchema = z.discriminatedUnion("intent", [
  saveWebhookSchema,
  testWebhookSchema,
]);
export type WebhookForm = z.infer<typeof webhookFormSchema>;

export const rotateSecretSchema = z.object({ intent: z.literal("rotate") });
export const redeliverSchema = z.object({
  intent: z.literal("redeliver"),
  message_id: z.string().min(1),
});

/** The forms of /admin/webhooks/{id}, told apart by `intent` (convention 3). */
export const webhookPageFormSchema = z.discriminatedUnion("intent", [
  saveWebhookSchema,
  testWebhookSchema,
  rotateSecretSchema,
  redeliverSchema,
]);
export type WebhookPageIntent = z.infer<typeof webhookPageFormSchema>["intent"];

export function isWebhookPageIntent(value: unknown): value is WebhookPageIntent {
  return value === "save" || value === "test" || value === "rotate" || value === "redeliver";
}

export const deleteWebhookSchema = z.object({
  intent: z.literal("delete"),
  id: z.string(),
  confirm: z
    .boolean({ error: "webhooks:errors.confirmDelete" })
    .refine((confirmed) => confirmed, { error: "webhooks:errors.confirmDelete" }),
});
