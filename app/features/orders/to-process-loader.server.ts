import { type RouterContextProvider, redirect } from "react-router";
import { can } from "~/features/identity/current-user";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getSettings } from "~/features/settings/settings-api.server";
import { getInstance } from "~/lib/i18n.server";
import { listChannels } from "./inquiry-api.server";
import { listPendingInquiries } from "./to-process-api.server";

/**
 * Spec section 2: the messages waiting for an operator (received, queued, processing, failed),
 * newest first, with the upload channels to add one by hand. With automatic processing on,
 * there is nothing to process by hand.
 */
export async function loadToProcess({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const user = requirePermission(context, "read:order_data");
  const settings = await getSettings(context);
  if (settings.autoProcess) throw redirect("/validate");
  const search = url.searchParams.get("search")?.trim() ?? "";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const [inquiries, channels] = await Promise.all([
    listPendingInquiries(context, { search, page }),
    listChannels(context),
  ]);
  return {
    title: getInstance(context).t("to-process:title"),
    search,
    inquiries,
    channelNames: Object.fromEntries(channels.map((channel) => [channel.id, channel.name])),
    uploadChannels: channels
      .filter((channel) => channel.kind === "upload" && channel.active)
      .map(({ id, name }) => ({ id, name })),
    canWrite: can(user, "write:order_data"),
    canManageChannels: can(user, "manage:connectivity"),
  };
}

export type ToProcessData = Awaited<ReturnType<typeof loadToProcess>>;
