import type { RouterContextProvider } from "react-router";
import { can } from "~/features/identity/current-user";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { listChannels } from "~/features/orders/inquiry-api.server";
import { orderInquiriesScope } from "~/features/orders/inquiry-list-scopes";
import { loadInquiryList } from "~/features/orders/load-inquiry-list.server";
import { getInstance } from "~/lib/i18n.server";

export async function loadOrderInquiries({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const user = requirePermission(context, "read:order_data");
  const [list, channels] = await Promise.all([
    loadInquiryList(url, context, orderInquiriesScope),
    listChannels(context),
  ]);
  return {
    title: getInstance(context).t("order-inquiries:title"),
    ...list,
    channels: channels.map(({ id, name }) => ({ id, name })),
    canWrite: can(user, "write:order_data"),
  };
}

export type OrderInquiriesData = Awaited<ReturnType<typeof loadOrderInquiries>>;
