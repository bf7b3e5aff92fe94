import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";
import type { WebhookBody, WebhookTestBody } from "./webhook-input";

// /api/connectivity/webhooks (spec section 7, decision 028).

const outcome = z.enum(["delivered", "retry", "give-up"]);

export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  auth_scheme: z.enum(["None", "Basic", "Bearer"]),
  auth_username: z.string().nullable(),
  auth_secret_set: z.boolean(),
  active: z.boolean(),
  status: z.enum(["active", "inactive", "disabled"]),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  failing_since: z.string().nullable(),
  last_delivery_at: z.string().nullable(),
  last_delivery_outcome: outcome.nullable(),
  previous_secret_expires_at: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });

export const rotatedSecretSchema = z.object({
  secret: z.string(),
  previous_secret_expires_at: z.string(),
});
export type RotatedSecret = z.infer<typeof rotatedSecretSchema>;

const attemptResult = {
  outcome,
  message: z.string(),
  status_code: z.number().nullable(),
  duration_ms: z.number(),
  response: z.string(),
  reason: z.string().nullable(),
};
export const webhookTestResultSchema = z.object({ ...attemptResult, ok: z.boolean() });
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

export const redeliveryResultSchema = z.object({
  ...attemptResult,
  message_status: z.enum(["pending", "delivered", "failed"]),
});
export type RedeliveryResult = z.infer<typeof redeliveryResultSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  at: z.string(),
  trigger: z.string(),
  outcome,
  status_code: z.number().nullable(),
  duration_ms: z.number(),
  response: z.string().nullable(),
  reason: z.string().nullable(),
  latest_of_message: z.boolean(),
  message: z.object({
    id: z.string(),
    webhook_message_id: z.string(),
    event: z.string(),
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.number(),
    next_attempt_at: z.string().nullable(),
    inquiry_id: z.string().nullable(),
  }),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/connectivity/webhooks";
const webhookPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export async function listWebhooks(context: Context) {
  return readApiData(await getApi(context).request(BASE), z.array(webhookSchema));
}

export async function listDeliveries(context: Context, id: string, page: number) {
  const response = await getApi(context).request(
    `${webhookPath(id)}/deliveries?page=${page}&per_page=25`,
  );
  return readApiPage(response, webhookDeliverySchema);
}

// The raw answers: the loader turns a 404 into the not-found screen, the actions show the
// API's refusals in the form.

export function getWebhook(context: Context, id: string) {
  return getApi(context).request(webhookPath(id));
}

export function createWebhook(context: Context, body: WebhookBody) {
  return getApi(context).request(BASE, { method: "POST", json: body });
}

export function updateWebhook(context: Context, id: string, body: WebhookBody) {
  return getApi(context).request(webhookPath(id), { method: "PUT", json: body });
}

export function deleteWebhook(context: Context, id: string) {
  return getApi(context).request(webhookPath(id), { method: "DELETE" });
}

export function testWebhook(context: Context, body: WebhookTestBody) {
  return getApi(context).request(`${BASE}/test`, { method: "POST", json: body });
}

export function rotateSecret(context: Context, id: string) {
  return getApi(context).request(`${webhookPath(id)}/rotate-secret`, { method: "POST" });
}

export function redeliver(context: Context, id: string, messageId: string) {
  return getApi(context).request(
    `${webhookPath(id)}/messages/${encodeURIComponent(messageId)}/redeliver`,
    { method: "POST" },
  );
}
