import type { RouterContextProvider } from "react-router";
import { getApi } from "~/lib/api-context.server";
import { readApiData } from "~/lib/api-response.server";
import { settingsSchema } from "../../../server/contracts/settings/settings";

export const settingsPath = "/api/settings";

/** GET/PUT /api/settings (decision 005), checked against the API's contract (decision 041). */
export type { Settings } from "../../../server/contracts/settings/settings";

export async function getSettings(context: Readonly<RouterContextProvider>) {
  return readApiData(await getApi(context).request(settingsPath), settingsSchema);
}
