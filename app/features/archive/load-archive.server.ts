import type { RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { archiveScope } from "~/features/orders/inquiry-list-scopes";
import { loadInquiryList } from "~/features/orders/load-inquiry-list.server";
import { getInstance } from "~/lib/i18n.server";

export async function loadArchive({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "read:validated_order");
  const list = await loadInquiryList(url, context, archiveScope);
  return { title: getInstance(context).t("archive:title"), ...list };
}

export type ArchiveData = Awaited<ReturnType<typeof loadArchive>>;
