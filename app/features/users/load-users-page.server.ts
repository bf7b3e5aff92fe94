import type { RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { getUser, listInvitations, listRoles, listUsers } from "./users-api.server";

/**
 * /admin/users: one page of the current tenant's users (search and page from the URL), the
 * roles to choose from, and the user picked for editing (`?user={id}`).
 */
export async function loadUsersPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const currentUser = requirePermission(context, "manage:users");
  const search = url.searchParams.get("search")?.trim() ?? "";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const selectedId = url.searchParams.get("user");

  const [users, roles, invitations, selected] = await Promise.all([
    listUsers(context, { search, page }),
    listRoles(context),
    listInvitations(context),
    selectedId ? getUser(context, selectedId) : null,
  ]);

  return {
    title: getInstance(context).t("users:title"),
    search,
    users,
    roles,
    invitations,
    selected,
    // A member whose role is above the administrator's own is shown, not changed.
    selectedIsManageable:
      !!selected && roles.some((role) => role.key === selected.role && role.assignable),
    currentUserId: currentUser.id,
    // The tenants the administrator may add a user to, besides the current one.
    otherTenants: currentUser.tenants.filter((tenant) => tenant.id !== currentUser.currentTenantId),
  };
}

export type UsersPageData = Awaited<ReturnType<typeof loadUsersPage>>;
