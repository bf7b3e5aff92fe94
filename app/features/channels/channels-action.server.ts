import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { channelSchema } from "../../../server/contracts/connectivity/channel";
import { replyWithChannelApiError } from "./channel-api-errors.server";
import { channelFormSchema, isChannelFormIntent } from "./channel-form-schemas";
import { channelBodyFromForm, channelBodyWithActive } from "./channel-input";
import { createChannel, deleteChannel, getChannel, updateChannel } from "./channels-api.server";

// A password typed into a refused form is never sent back to the browser.
const hideFields = ["password"];
const settingsFields = [
  "name",
  "active",
  "host",
  "port",
  "tls",
  "user",
  "password",
  "folder",
  "processed_folder",
  "poll_interval_seconds",
  "address",
];

/** Create, change, switch on or off, or delete a channel: one action, several forms. */
export async function channelsAction({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const formData = await request.formData();
  const submittedIntent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: channelFormSchema });
  if (submission.status !== "success") {
    return data(
      {
        intent: isChannelFormIntent(submittedIntent) ? submittedIntent : null,
        result: submission.reply({ hideFields }),
      },
      { status: 400 },
    );
  }

  const form = submission.value;
  const back = new URL(url);
  const backTo = () => `${back.pathname}${back.search}`;
  const refused = async (response: Response, fields: readonly string[]) =>
    data(
      {
        intent: form.intent,
        result: await replyWithChannelApiError(submission, response, { fields, hideFields }),
      },
      { status: response.status },
    );

  switch (form.intent) {
    case "create": {
      const response = await createChannel(context, channelBodyFromForm(form));
      if (!response.ok) return refused(response, settingsFields);
      const created = await readApiData(response, channelSchema);
      // The new channel opens for editing, where its status shows.
      return redirectWithToast(
        request,
        `/admin/channels?channel=${encodeURIComponent(created.id)}#edit-channel`,
        { type: "success", title: t("channels:toast.created", { name: created.name }) },
      );
    }
    case "update": {
      const response = await updateChannel(context, form.id, channelBodyFromForm(form));
      if (!response.ok) return refused(response, settingsFields);
      const updated = await readApiData(response, channelSchema);
      return redirectWithToast(request, backTo(), {
        type: "success",
        title: t("channels:toast.updated", { name: updated.name }),
      });
    }
    case "activate":
    case "deactivate": {
      const current = await getChannel(context, form.id);
      if (!current.ok) return refused(current, []);
      const channel = await readApiData(current, channelSchema);
      const active = form.intent === "activate";
      const response = await updateChannel(
        context,
        form.id,
        channelBodyWithActive(channel, active),
      );
      if (!response.ok) return refused(response, []);
      await response.body?.cancel();
      return redirectWithToast(request, backTo(), {
        type: "success",
        title: t(active ? "channels:toast.activated" : "channels:toast.deactivated", {
          name: channel.name,
        }),
      });
    }
    case "delete": {
      const response = await deleteChannel(context, form.id);
      if (!response.ok) return refused(response, []);
      await response.body?.cancel();
      back.searchParams.delete("channel");
      return redirectWithToast(request, backTo(), {
        type: "success",
        title: t("channels:toast.deleted"),
      });
    }
  }
}
