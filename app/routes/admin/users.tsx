import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { loadUsersPage } from "~/features/users/load-users-page.server";
import { usersAction } from "~/features/users/users-action.server";
import { UsersPage } from "~/features/users/users-page";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/users";

export const handle = { i18n: ["users"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadUsersPage({ url, context });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return usersAction({ request, url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Users({ loaderData, actionData: answer, matches }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return (
    <UsersPage
      data={loaderData}
      actionData={actionData}
      tenantName={matches[0].loaderData.tenantName}
    />
  );
}
