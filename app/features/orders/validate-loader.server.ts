import type { RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { countInquiries } from "./inquiry-api.server";
import { validationQueueScope } from "./inquiry-list-scopes";
import { loadInquiryList } from "./load-inquiry-list.server";

export async function loadValidate({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "read:order_data");
  const [list, counts] = await Promise.all([
    loadInquiryList(url, context, validationQueueScope),
    countInquiries(context, validationQueueScope.statuses),
  ]);
  return {
    title: getInstance(context).t("validate:title"),
    ...list,
    counts: {
      pending_validation: counts.pending_validation ?? 0,
      saved: counts.saved ?? 0,
    },
  };
}

export type ValidateData = Awaited<ReturnType<typeof loadValidate>>;
