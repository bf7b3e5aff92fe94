import type { RouterContextProvider } from "react-router";
import { getApi } from "~/lib/api-context.server";
import { readApiPage } from "~/lib/api-response.server";
import {
  type ApiClientInput,
  apiClientSchema,
} from "../../../server/contracts/connectivity/api-client";

// /api/connectivity/api-clients (spec section 7): the answers are checked with the contract's
// schemas, the very ones the API declares (decision 041).

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/connectivity/api-clients";
const clientPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const apiClientsPerPage = 25;

export async function listApiClients(context: Context, page: number) {
  const response = await getApi(context).request(BASE, {
    query: { page, per_page: apiClientsPerPage },
  });
  return readApiPage(response, apiClientSchema);
}

// The raw answers: the loader turns a 404 into the not-found screen, the action shows the API's
// refusals in the form, and reads the secret of create and revoke with the contract's schema.

export function getApiClient(context: Context, id: string) {
  return getApi(context).request(clientPath(id));
}

export function createApiClient(context: Context, body: ApiClientInput) {
  return getApi(context).request(BASE, { method: "POST", json: body });
}

export function updateApiClient(context: Context, id: string, body: ApiClientInput) {
  return getApi(context).request(clientPath(id), { method: "PUT", json: body });
}

export function deleteApiClient(context: Context, id: string) {
  return getApi(context).request(clientPath(id), { method: "DELETE" });
}

export function revokeApiClient(context: Context, id: string) {
  return getApi(context).request(`${clientPath(id)}/revoke`, { method: "POST" });
}
