import { loadOrderInquiries } from "~/features/order-inquiries/load-order-inquiries.server";
import { orderInquiriesAction } from "~/features/order-inquiries/order-inquiries-action.server";
import { OrderInquiriesPage } from "~/features/order-inquiries/order-inquiries-page";
import type { BulkActionError } from "~/features/orders/inquiry-transitions.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/order-inquiries";

export const handle = { i18n: ["order-inquiries", "filters", "sorting"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadOrderInquiries({ url, context });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return orderInquiriesAction({ request, url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function OrderInquiries({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return (
    <OrderInquiriesPage data={loaderData} actionData={actionData as BulkActionError | undefined} />
  );
}
