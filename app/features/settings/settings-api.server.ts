import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData } from "~/lib/api-response.server";

export const settingsPath = "/api/settings";

/** GET/PUT /api/settings (docs/decisions/005). */
export const settingsSchema = z.object({
  autoProcess: z.boolean(),
  tenantName: z.string(),
  timeZone: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

export async function getSettings(context: Readonly<RouterContextProvider>) {
  return readApiData(await getApi(context).request(settingsPath), settingsSchema);
}
