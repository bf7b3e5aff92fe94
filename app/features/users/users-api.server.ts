import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";
import { tenantInvitationSchema } from "../../../server/contracts/identity/invitation";
import { roleSchema, userSchema } from "../../../server/contracts/identity/user";

// GET /api/identity/users, roles and invitations, checked against the API's contract (decision 041).

export type User = z.infer<typeof userSchema>;
export type Role = z.infer<typeof roleSchema>;
export type Invitation = z.infer<typeof tenantInvitationSchema>;

export const usersPerPage = 20;

type Context = Readonly<RouterContextProvider>;

function userPath(id: string) {
  return `/api/identity/users/${encodeURIComponent(id)}`;
}

export async function listUsers(context: Context, query: { search: string; page: number }) {
  const response = await getApi(context).request("/api/identity/users", {
    query: { search: query.search, page: query.page, per_page: usersPerPage },
  });
  return readApiPage(response, userSchema);
}

export async function getUser(context: Context, id: string) {
  return readApiData(await getApi(context).request(userPath(id)), userSchema);
}

export async function listInvitations(context: Context) {
  return readApiData(
    await getApi(context).request("/api/identity/invitations"),
    z.array(tenantInvitationSchema),
  );
}

export async function listRoles(context: Context) {
  return readApiData(await getApi(context).request("/api/identity/roles"), z.array(roleSchema));
}

// The changes answer with the raw response: the action shows the API's refusals in the form.

export function createUser(
  context: Context,
  user: { email: string; first_name: string; last_name: string; role: string; password: string },
) {
  return getApi(context).request("/api/identity/users", { method: "POST", json: user });
}

export function updateUser(
  context: Context,
  id: string,
  changes: { role: string; active: boolean; tenant_ids?: string[] },
) {
  return getApi(context).request(userPath(id), { method: "PUT", json: changes });
}

export function deleteUser(context: Context, id: string) {
  return getApi(context).request(userPath(id), { method: "DELETE" });
}

export function cancelInvitation(context: Context, id: string) {
  return getApi(context).request(`/api/identity/invitations/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
}
