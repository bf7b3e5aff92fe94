import type { RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";

export async function loadValidate({ context }: { context: Readonly<RouterContextProvider> }) {
  requirePermission(context, "read:order_data");
  return { title: getInstance(context).t("validate:title") };
}
