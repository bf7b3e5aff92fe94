import type { RouterContextProvider } from "react-router";
import { can } from "~/features/identity/current-user";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { logQuerySchema } from "../../../server/contracts/logs/log-entry";
import { listLogEntries, listTenantUsers } from "./logs-api.server";

const FILTERS = ["from", "to", "level", "area", "user", "q"] as const;
export type LogFilters = Partial<Record<(typeof FILTERS)[number], string>>;

/**
 * /admin/logs: the tenant's log filtered by the GET form's values (a value the API would refuse
 * is left out, so a hand-edited address still shows a page), newest first, paged.
 */
export async function loadLogsPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const user = requirePermission(context, "read:logs");
  const t = getInstance(context).t;
  const params = url.searchParams;
  const filters: LogFilters = {};
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value && logQuerySchema.shape[name].safeParse(value).success) filters[name] = value;
  }
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const [entries, users] = await Promise.all([
    listLogEntries(context, { ...filters, page }),
    can(user, "manage:users") ? listTenantUsers(context) : Promise.resolve([]),
  ]);
  return { title: t("logs:title"), filters, entries, users };
}

export type LogsPageData = Awaited<ReturnType<typeof loadLogsPage>>;
