import type { RouterContextProvider } from "react-router";
import { getApi } from "~/lib/api-context.server";
import { readApiPage } from "~/lib/api-response.server";
import {
  importProfileRunSchema,
  importProfileSchema,
} from "../../../server/contracts/connectivity/import-profile";
import type {
  ConfigurationBody,
  GeneralInfoBody,
  MappingBody,
  ScheduleBody,
} from "./import-profile-input";

// /api/connectivity/profiles/import (spec section 7, decision 047); the answers are checked
// against the API's own contract (decision 041).

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/connectivity/profiles/import";
const profilePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export async function listImportProfiles(context: Context, page: number) {
  const response = await getApi(context).request(BASE, { query: { page, per_page: 25 } });
  return readApiPage(response, importProfileSchema);
}

export async function listImportRuns(context: Context, id: string, page: number) {
  const response = await getApi(context).request(`${profilePath(id)}/records`, {
    query: { page, per_page: 10 },
  });
  return readApiPage(response, importProfileRunSchema);
}

// The raw answers: the loader turns a 404 into the not-found screen, the actions show the
// API's refusals in the form.

export function getImportProfile(context: Context, id: string) {
  return getApi(context).request(profilePath(id));
}

export function createImportProfile(context: Context, body: GeneralInfoBody) {
  return getApi(context).request(BASE, { method: "POST", json: body });
}

export function deleteImportProfile(context: Context, id: string) {
  return getApi(context).request(profilePath(id), { method: "DELETE" });
}

export function updateGeneralInfo(context: Context, id: string, body: GeneralInfoBody) {
  return getApi(context).request(`${profilePath(id)}/update/general-info`, {
    method: "PUT",
    json: body,
  });
}

export function updateConfiguration(context: Context, id: string, body: ConfigurationBody) {
  return getApi(context).request(`${profilePath(id)}/update/configuration`, {
    method: "PUT",
    json: body,
  });
}

export function updateMapping(context: Context, id: string, body: MappingBody) {
  return getApi(context).request(`${profilePath(id)}/update/mapping`, {
    method: "PUT",
    json: body,
  });
}

export function updateSchedule(context: Context, id: string, body: ScheduleBody) {
  return getApi(context).request(`${profilePath(id)}/update/schedule`, {
    method: "PUT",
    json: body,
  });
}

export function listRemoteFiles(context: Context, id: string, path: string | null) {
  return getApi(context).request(`${profilePath(id)}/files`, {
    query: path ? { path } : {},
  });
}

export function testConnection(context: Context, id: string) {
  return getApi(context).request(`${profilePath(id)}/test`, { method: "POST" });
}

export function runNow(context: Context, id: string) {
  return getApi(context).request(`${profilePath(id)}/run`, { method: "POST" });
}
