import type { ShouldRevalidateFunctionArgs } from "react-router";
import { loadOrderInquiry } from "~/features/order-inquiries/load-order-inquiry.server";
import { orderInquiryAction } from "~/features/order-inquiries/order-inquiry-action.server";
import {
  type OrderInquiryActionData,
  OrderInquiryPage,
} from "~/features/order-inquiries/order-inquiry-page";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/order-inquiry";

export const handle = {
  i18n: ["order-inquiries", "workspace", "modals", "file-transfer"],
} satisfies ShellHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOrderInquiry({ params, context });
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  return orderInquiryAction({ request, url, params, context });
}

// A rejection refused for someone else's change (409) shows the order as it is now, with the
// version to reject it from; other refusals leave the page as it was (React Router's default).
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function OrderInquiry({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return (
    <OrderInquiryPage
      data={loaderData}
      actionData={actionData as OrderInquiryActionData | undefined}
    />
  );
}
