import type { RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData, throwApiError } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import type { IdRouteArgs } from "~/lib/route-args";
import { type BodyView, chooseBodyView } from "./body-view";
import {
  emailMessageSchema,
  getEmailAttachment,
  getEmailHtml,
  getEmailMessage,
} from "./email-message-api.server";
import { inlineCidImages } from "./inline-cid-images.server";
import { sandboxedHtmlDocument } from "./sandboxed-html";

type Context = Readonly<RouterContextProvider>;

/**
 * The e-mail behind an inquiry, with its body in the view `?view=` asks for (else `preferred`).
 * The API may not be framed (and may be on another origin), so the HTML body is fetched here
 * and framed by `srcdoc`, sandboxed, its `cid:` images inlined. An inquiry the API does not know (or another tenant's) is
 * the not-found screen.
 */
export async function loadEmailMessage({
  url,
  context,
  id,
  preferred = "html",
}: {
  url: URL;
  context: Context;
  id: string;
  preferred?: BodyView;
}) {
  const response = await getEmailMessage(context, id);
  const message = await readApiData(response, emailMessageSchema);
  let view = chooseBodyView(url.searchParams.get("view") ?? preferred, message.has_html);

  let htmlDocument: string | null = null;
  if (view === "html") {
    const html = await getEmailHtml(context, id);
    if (html.ok) {
      const withImages = await inlineCidImages(await html.text(), message.attachments, (index) =>
        getEmailAttachment(context, id, String(index)),
      );
      htmlDocument = sandboxedHtmlDocument(withImages);
    } else if (html.status === 404) {
      // Read as having HTML a moment ago, but not now: show the text.
      await html.body?.cancel();
      view = "text";
    } else await throwApiError(html);
  }
  return { message, view, htmlDocument };
}

/** /popup/email/{id}: the e-mail behind an order inquiry. */
export async function loadEmailPopup({ url, params, context }: IdRouteArgs) {
  requirePermission(context, "read:order_data");
  const { message, view, htmlDocument } = await loadEmailMessage({
    url,
    context,
    id: params.id,
  });
  const t = getInstance(context).t;
  return {
    id: params.id,
    title: message.subject || t("email:noSubject"),
    message,
    view,
    htmlDocument,
  };
}

export type EmailPopupData = Awaited<ReturnType<typeof loadEmailPopup>>;
