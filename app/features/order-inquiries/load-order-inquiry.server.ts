import type { RouterContextProvider } from "react-router";
import { can } from "~/features/identity/current-user";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInquiry, listChannels } from "~/features/orders/inquiry-api.server";
import { getInstance } from "~/lib/i18n.server";

/** /order-inquiries/{id}: the inquiry, its order, history and audit, and the channel's name. */
export async function loadOrderInquiry({
  params,
  context,
}: {
  params: { id: string };
  context: Readonly<RouterContextProvider>;
}) {
  const user = requirePermission(context, "read:order_data");
  const [inquiry, channels] = await Promise.all([
    getInquiry(context, params.id),
    listChannels(context),
  ]);
  const t = getInstance(context).t;
  return {
    title: inquiry.subject || t("order-inquiries:detail.title"),
    inquiry,
    channelName: channels.find((channel) => channel.id === inquiry.channel_id)?.name ?? null,
    canWrite: can(user, "write:order_data"),
  };
}

export type OrderInquiryData = Awaited<ReturnType<typeof loadOrderInquiry>>;
