import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";
import type {
  redeliveryResultSchema,
  rotatedSecretSchema,
  webhookTestResultSchema,
} from "../../../server/contracts/connectivity/webhook";
import {
  webhookDeliverySchema,
  webhookSchema,
} from "../../../server/contracts/connectivity/webhook";
import type { WebhookBody, WebhookTestBody } from "./webhook-input";

// /api/connectivity/webhooks (spec section 7, decision 028); the answers are checked against the
// API's own contract (decision 041).

export type Webhook = z.infer<typeof webhookSchema>;
export type RotatedSecret = z.infer<typeof rotatedSecretSchema>;
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;
export type RedeliveryResult = z.infer<typeof redeliveryResultSchema>;
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
