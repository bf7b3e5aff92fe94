import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInquiry } from "~/features/orders/inquiry-api.server";
import { archiveStatuses } from "~/features/orders/inquiry-statuses";
import { getInstance } from "~/lib/i18n.server";

/** /archive/{id}: an order an operator is done with; any other inquiry is not in the archive. */
export async function loadArchivedOrder({
  params,
  context,
}: {
  params: { id: string };
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "read:validated_order");
  const inquiry = await getInquiry(context, params.id);
  const t = getInstance(context).t;
  if (!archiveStatuses.includes(inquiry.status)) {
    throw data(t("archive:errors.notArchived"), { status: 404, statusText: "Not Found" });
  }
  return { title: inquiry.subject || t("archive:detail.title"), inquiry };
}

export type ArchivedOrderData = Awaited<ReturnType<typeof loadArchivedOrder>>;
