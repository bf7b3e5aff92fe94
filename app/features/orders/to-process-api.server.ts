import type { RouterContextProvider } from "react-router";
import { getApi } from "~/lib/api-context.server";
import { listInquiries } from "./inquiry-api.server";
import { pendingStatuses } from "./inquiry-statuses";

type Context = Readonly<RouterContextProvider>;

export const inquiriesPerPage = 25;

export function listPendingInquiries(
  context: Context,
  { search, page }: { search: string; page: number },
) {
  return listInquiries(context, {
    status: pendingStatuses.join(","),
    search,
    sort_by: "received_at",
    sort_order: "desc",
    page,
    per_page: inquiriesPerPage,
  });
}

export function uploadMessage(context: Context, channelId: string, file: File) {
  const body = new FormData();
  body.set("file", file, file.name);
  return getApi(context).request(
    `/api/connectivity/channels/${encodeURIComponent(channelId)}/messages`,
    { method: "POST", multipart: body },
  );
}
