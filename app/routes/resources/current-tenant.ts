import { getApi } from "~/lib/api-context.server";
import type { Route } from "./+types/current-tenant";

/**
 * GET /resources/current-tenant: the API's `GET /api/tenant/current` for the browser, which holds
 * no API token; the session's token is added here, as for every loader (decision 051). The
 * answer is the API's own, `{ data: { id, key, name } }`, with its status.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const response = await getApi(context).request("/api/tenant/current");
  return new Response(await response.text(), {
    status: response.status,
    headers: {
      "Content-Type": response.headers.get("content-type") ?? "application/json",
      "Cache-Control": "no-store",
    },
  });
}
