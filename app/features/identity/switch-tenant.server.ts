import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getAuthSession } from "~/lib/auth-session.server";
import { getInstance } from "~/lib/i18n.server";
import { rememberLastTenant } from "~/lib/last-tenant-cookie.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/lib/toast.server";
import { getCurrentUser } from "./current-user-context.server";

const switchTenantSchema = z.object({
  tenantId: z.string(),
  redirectTo: z.string().optional(),
});

/**
 * POST /switch-tenant: only a tenant the user belongs to is stored in the session (the API
 * checks it again on every call). Back to the page the switch was made on, without its query:
 * a record of the previous tenant would not be found.
 */
export async function switchTenant({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const user = getCurrentUser(context);
  const t = getInstance(context).t;
  const submission = parseWithZod(await request.formData(), { schema: switchTenantSchema });
  const tenant =
    submission.status === "success"
      ? user.tenants.find((candidate) => candidate.id === submission.value.tenantId)
      : undefined;
  if (!tenant || submission.status !== "success") {
    throw data(t("navigation:tenant.unknown"), { status: 403, statusText: "Forbidden" });
  }

  getAuthSession(context).setTenantId(tenant.id);
  // safeRedirect's answer is one absolute path, never "//host": the URL only drops the query.
  const back = new URL(safeRedirect(submission.value.redirectTo), request.url).pathname;
  return redirectWithToast(
    request,
    back,
    { type: "success", title: t("navigation:tenant.switched", { tenant: tenant.name }) },
    { headers: { "Set-Cookie": await rememberLastTenant(request, tenant.id) } },
  );
}
