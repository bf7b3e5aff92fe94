import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiPage } from "~/lib/api-response.server";
import { userSchema } from "../../../server/contracts/identity/user";
import { type LogQuery, logEntrySchema } from "../../../server/contracts/logs/log-entry";

// GET /api/log/logs (spec section 7, decision 050), checked against the API's contract (decision 041).

export type LogEntry = z.infer<typeof logEntrySchema>;

export const logEntriesPerPage = 25;

type Context = Readonly<RouterContextProvider>;

export async function listLogEntries(
  context: Context,
  query: Partial<Record<keyof LogQuery, string | number>>,
) {
  const response = await getApi(context).request("/api/log/logs", {
    query: { ...query, per_page: logEntriesPerPage },
  });
  return readApiPage(response, logEntrySchema);
}

/** The tenant's users for the "who" filter: the first 200, enough for a wholesaler's team. */
export async function listTenantUsers(context: Context) {
  const response = await getApi(context).request("/api/identity/users", {
    query: { page: 1, per_page: 200 },
  });
  return (await readApiPage(response, userSchema)).data;
}
