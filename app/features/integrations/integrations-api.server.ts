import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData } from "~/lib/api-response.server";
import {
  availableIntegrationSchema,
  integrationSchema,
} from "../../../server/contracts/connectivity/integration";
import type { IntegrationBody, IntegrationTestBody } from "./integration-input";

// /api/connectivity/integrations, available-integrations and integrations/test (spec section 7,
// decision 025).

// The integrations contract (decision 041), re-exported so the pages did not change.
export {
  type AvailableIntegration,
  type ConnectionTestResult,
  connectionTestResultSchema,
  type Integration,
  integrationSchema,
  type SettingField,
} from "../../../server/contracts/connectivity/integration";

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
