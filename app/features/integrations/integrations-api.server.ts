import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { deliveryStatuses } from "~/features/orders/delivery-statuses";
import { getApi } from "~/lib/api-context.server";
import { readApiData } from "~/lib/api-response.server";
import type { IntegrationBody, IntegrationTestBody } from "./integration-input";

// /api/connectivity/integrations, available-integrations and integrations/test (spec section 7,
// decision 025).

const rulesSchema = z.object({
  status: z.object({ send_on: z.string() }),
  threshold: z.object({ enabled: z.boolean(), min_confidence: z.number() }),
});

export const integrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  erp_type: z.string(),
  active: z.boolean(),
  /** The settings kept in the clear; the API key is only ever answered as `api_key_set`. */
  settings: z.record(z.string(), z.unknown()),
  api_key_set: z.boolean(),
  rules: rulesSchema,
  /** Older answers have no last delivery: none. */
  last_delivery: z
    .object({ at: z.string(), status: z.enum(deliveryStatuses) })
    .nullable()
    .optional()
    .default(null),
});
export type Integration = z.infer<typeof integrationSchema>;

const settingFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.string(),
  required: z.boolean(),
  secret: z.boolean(),
});
export type SettingField = z.infer<typeof settingFieldSchema>;

const availableIntegrationSchema = z.object({
  erp_type: z.string(),
  label: z.string(),
  settings: z.array(settingFieldSchema),
});
export type AvailableIntegration = z.infer<typeof availableIntegrationSchema>;

export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  checks: z.array(
    z.object({
      step: z.enum(["address", "connection", "api_key"]),
      ok: z.boolean(),
      message: z.string(),
    }),
  ),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/connectivity";
const integrationPath = (id: string) => `${BASE}/integrations/${encodeURIComponent(id)}`;

export async function listIntegrations(context: Context) {
  const response = await getApi(context).request(`${BASE}/integrations`);
  return readApiData(response, z.array(integrationSchema));
}

/** The ERP types the API offers, each with the settings it needs. */
export async function listAvailableIntegrations(context: Context) {
  const response = await getApi(context).request(`${BASE}/available-integrations`);
  return readApiData(response, z.array(availableIntegrationSchema));
}

// The raw answers: the loader turns a 404 into the not-found screen, the actions show the API's
// refusals in the form.

export function getIntegration(context: Context, id: string) {
  return getApi(context).request(integrationPath(id));
}

export function createIntegration(context: Context, body: IntegrationBody) {
  return getApi(context).request(`${BASE}/integrations`, { method: "POST", json: body });
}

export function updateIntegration(context: Context, id: string, body: IntegrationBody) {
  return getApi(context).request(integrationPath(id), { method: "PUT", json: body });
}

export function deleteIntegration(context: Context, id: string) {
  return getApi(context).request(integrationPath(id), { method: "DELETE" });
}

export function testIntegration(context: Context, body: IntegrationTestBody) {
  return getApi(context).request(`${BASE}/integrations/test`, { method: "POST", json: body });
}
