import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiPage } from "~/lib/api-response.server";
import {
  exportAttemptSchema,
  type exportPreviewInputSchema,
  type exportProfileGeneralInfoSchema,
  exportProfileSchema,
  type exportProfileTemplateSchema,
} from "../../../server/contracts/connectivity/export-profile";

// /api/connectivity/profiles/export (spec section 7, decision 046); the answers are checked
// against the API's own contract (decision 041). The raw answers are returned where the page
// shows a refusal in its form rather than the error screen.

type Context = Readonly<RouterContextProvider>;

export type GeneralInfoBody = z.input<typeof exportProfileGeneralInfoSchema>;
export type TemplateBody = z.input<typeof exportProfileTemplateSchema>;
export type PreviewBody = z.input<typeof exportPreviewInputSchema>;

const BASE = "/api/connectivity/profiles/export";
const profilePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export async function listExportProfiles(context: Context, page: number) {
  const response = await getApi(context).request(`${BASE}?page=${page}&per_page=25`);
  return readApiPage(response, exportProfileSchema);
}

export async function listExportAttempts(context: Context, id: string, page: number) {
  const response = await getApi(context).request(
    `${profilePath(id)}/runs?page=${page}&per_page=25`,
  );
  return readApiPage(response, exportAttemptSchema);
}

export function getExportProfile(context: Context, id: string) {
  return getApi(context).request(profilePath(id));
}

export function createExportProfile(context: Context, body: GeneralInfoBody) {
  return getApi(context).request(BASE, { method: "POST", json: body });
}

export function updateGeneralInfo(context: Context, id: string, body: GeneralInfoBody) {
  return getApi(context).request(`${profilePath(id)}/update/general-info`, {
    method: "PUT",
    json: body,
  });
}

export function updatePath(context: Context, id: string, path: string) {
  return getApi(context).request(`${profilePath(id)}/update/path`, {
    method: "PUT",
    json: { path },
  });
}

export function updateTemplate(context: Context, id: string, body: TemplateBody) {
  return getApi(context).request(`${profilePath(id)}/update/template`, {
    method: "PUT",
    json: body,
  });
}

export function previewExport(context: Context, id: string, body: PreviewBody) {
  return getApi(context).request(`${profilePath(id)}/preview`, { method: "POST", json: body });
}

export function testConnection(context: Context, id: string) {
  return getApi(context).request(`${profilePath(id)}/test`, { method: "POST" });
}

export function browseDirectory(context: Context, id: string, path: string) {
  return getApi(context).request(`${profilePath(id)}/directories?path=${encodeURIComponent(path)}`);
}

export function deleteExportProfile(context: Context, id: string) {
  return getApi(context).request(profilePath(id), { method: "DELETE" });
}
