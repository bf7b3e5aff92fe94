import { type RouterContextProvider, redirect } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getSettings } from "~/features/settings/settings-api.server";
import { getInstance } from "~/lib/i18n.server";

/** Spec section 2: with automatic processing on, there is nothing to process by hand. */
export async function loadToProcess({ context }: { context: Readonly<RouterContextProvider> }) {
  requirePermission(context, "read:order_data");
  const settings = await getSettings(context);
  if (settings.autoProcess) throw redirect("/validate");
  return { title: getInstance(context).t("to-process:title") };
}
