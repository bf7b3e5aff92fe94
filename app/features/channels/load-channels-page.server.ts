import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { channelSchema } from "../../../server/contracts/connectivity/channel";
import { isChannelKind } from "./channel-kinds";
import { getChannel, listAvailableChannels, listChannels } from "./channels-api.server";

/**
 * /admin/channels: the tenant's channels, the kinds a new one can be and the one chosen
 * (`?kind=imap`, a plain GET form so that it works without JavaScript), and the channel picked
 * for editing (`?channel={id}`). A channel the API does not know is a 404 page.
 */
export async function loadChannelsPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const selectedId = url.searchParams.get("channel");
  const kind = url.searchParams.get("kind");

  const [channels, available, selected] = await Promise.all([
    listChannels(context),
    listAvailableChannels(context),
    selectedId ? loadSelected(context, selectedId) : null,
  ]);
  if (selectedId && !selected) {
    throw data(t("channels:errors.channelNotFound", { id: selectedId }), {
      status: 404,
      statusText: "Not Found",
    });
  }

  const chosen = available.find((candidate) => candidate.kind === kind);
  return {
    title: t("channels:title"),
    channels,
    kinds: available.map((candidate) => candidate.kind).filter(isChannelKind),
    createKind: chosen?.kind ?? null,
    /** The API's defaults of the chosen kind's fields (port 993, folder INBOX …). */
    createDefaults: Object.fromEntries(
      (chosen?.fields ?? []).flatMap((field) =>
        field.default === undefined ? [] : [[field.key, field.default]],
      ),
    ) as Record<string, unknown>,
    selected,
  };
}

async function loadSelected(context: Readonly<RouterContextProvider>, id: string) {
  const response = await getChannel(context, id);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  return readApiData(response, channelSchema);
}

export type ChannelsPageData = Awaited<ReturnType<typeof loadChannelsPage>>;
