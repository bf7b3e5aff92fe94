import { loadOrderInquiry } from "~/features/order-inquiries/load-order-inquiry.server";
import { orderInquiriesAction } from "~/features/order-inquiries/order-inquiries-action.server";
import { OrderInquiryPage } from "~/features/order-inquiries/order-inquiry-page";
import type { BulkActionError } from "~/features/orders/inquiry-transitions.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/order-inquiry";

export const handle = { i18n: ["order-inquiries"] } satisfies ShellHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOrderInquiry({ params, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return orderInquiriesAction({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function OrderInquiry({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OrderInquiryPage data={loaderData} actionData={actionData as BulkActionError | undefined} />
  );
}
