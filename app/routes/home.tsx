import { getCurrentUser } from "~/features/identity/current-user-context.server";
import { MyInvitations } from "~/features/identity/my-invitations";
import { myInvitationsAction } from "~/features/identity/my-invitations-action.server";
import { listMyInvitations } from "~/features/identity/my-invitations-api.server";
import { loadInquiryCounts } from "~/features/orders/inquiry-counts.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { StaffAreasOverview } from "~/features/shell/staff-areas-overview";
import { getInstance } from "~/lib/i18n.server";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/home";

export const handle = { i18n: ["home"] } satisfies ShellHandle;

export async function loader({ context }: Route.LoaderArgs) {
  const [counts, invitations] = await Promise.all([
    loadInquiryCounts(context),
    listMyInvitations(context),
  ]);
  return {
    title: getInstance(context).t("home:title"),
    user: getCurrentUser(context),
    counts,
    invitations,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return myInvitationsAction({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Home({ loaderData, actionData: answer, matches }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  const { productName, version } = matches[0].loaderData;
  return (
    <StaffAreasOverview
      productName={productName}
      version={version}
      user={loaderData.user}
      counts={loaderData.counts}
      invitations={
        <MyInvitations invitations={loaderData.invitations} error={actionData?.invitationError} />
      }
    />
  );
}
