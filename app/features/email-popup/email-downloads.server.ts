import type { RouterContextProvider } from "react-router";
import { readApiError } from "~/lib/api-response.server";
import { decodedPath } from "~/lib/decoded-path";
import { getInstance } from "~/lib/i18n.server";
import {
  type AttachmentDelivery,
  attachmentDelivery,
  downloadPolicy,
  withDisposition,
} from "./attachment-disposition";
import { getEmailAttachment, getRawEmail } from "./email-message-api.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The API's file answer streamed through from the web origin (the API itself may not be
 * reachable from the browser, and sends X-Frame-Options DENY), with headers of our choosing.
 */
function streamedFile(api: Response, delivery: AttachmentDelivery): Response {
  const headers = new Headers({
    "content-type": delivery.contentType,
    "content-disposition": withDisposition(
      api.headers.get("content-disposition"),
      delivery.disposition,
    ),
    "content-security-policy": delivery.contentSecurityPolicy,
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  });
  const length = api.headers.get("content-length");
  if (length) headers.set("content-length", length);
  return new Response(api.body, { status: 200, headers });
}

/** A failed file answer as a short text: a download link has no page to show an error on. */
async function fileError(api: Response, url: URL, context: Context) {
  const t = getInstance(context).t;
  let message: string;
  if (api.status === 404) {
    await api.body?.cancel();
    message = t("errors:notFound", { path: decodedPath(url.pathname) });
  } else {
    const error = await readApiError(api);
    message = error.message ?? t("errors:unexpected");
  }
  return new Response(message, {
    status: api.status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "content-security-policy": downloadPolicy,
      "cache-control": "private, no-store",
    },
  });
}

type DownloadArgs = { url: URL; params: { id: string }; context: Context };

/**
 * /popup/email/{id}/attachments/{index}: inline for PDFs and images (they open in a tab),
 * a download otherwise or with `?download`; `?embed` lets our pages frame a PDF.
 */
export async function downloadAttachment({
  url,
  params,
  context,
}: DownloadArgs & { params: { index: string } }) {
  const api = await getEmailAttachment(context, params.id, params.index);
  if (!api.ok) return fileError(api, url, context);
  const search = url.searchParams;
  const delivery = attachmentDelivery(api.headers.get("content-type"), {
    download: search.has("download"),
    embed: search.has("embed"),
  });
  return streamedFile(api, delivery);
}

/** /popup/email/{id}/raw: the .eml as received, always a download. */
export async function downloadRawEmail({ url, params, context }: DownloadArgs) {
  const api = await getRawEmail(context, params.id);
  if (!api.ok) return fileError(api, url, context);
  return streamedFile(api, {
    disposition: "attachment",
    contentType: "message/rfc822",
    contentSecurityPolicy: downloadPolicy,
  });
}
