import { data, type RouterContextProvider } from "react-router";
import { readApiData, throwApiError } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { retryInquiry, transitionInquiries, transitionSchema } from "./inquiry-api.server";

type Context = Readonly<RouterContextProvider>;

/** The pages with bulk actions; each names its things in its own namespace. */
export type TransitionNamespace = "to-process" | "order-inquiries";

/** What a bulk action answers when it cannot do anything (shown above the buttons). */
export type BulkActionError = { intent: "bulk"; error: string; result: undefined };

/** The page the form was posted from, with its filters and page. */
export function backTo(url: URL) {
  return `${url.pathname}${url.search}`;
}

/**
 * Process or reject the inquiries ticked in a bulk form (`orderInquiryIds`), then back to the
 * page with a toast saying how many moved and how many were skipped.
 */
export async function transitionSelected(
  { request, url, context }: { request: Request; url: URL; context: Context },
  formData: FormData,
  intent: "process" | "reject",
  ns: TransitionNamespace,
) {
  const t = getInstance(context).t;
  const ids = formData
    .getAll("orderInquiryIds")
    .filter((id): id is string => typeof id === "string" && id !== "");
  const refusal = (error: string, status: number) =>
    data({ intent: "bulk", error, result: undefined } satisfies BulkActionError, { status });
  if (ids.length === 0) return refusal(t(`${ns}:bulk.errors.noneSelected`), 400);
  const response = await transitionInquiries(context, intent, ids.slice(0, 500));
  if (response.status === 403) {
    await response.body?.cancel();
    return refusal(t(`${ns}:errors.forbidden`), 403);
  }
  const { updated, skipped } = await readApiData(response, transitionSchema);
  return redirectWithToast(request, backTo(url), {
    type: updated.length ? "success" : "warning",
    title:
      intent === "process"
        ? t(`${ns}:toast.processed`, { count: updated.length })
        : t(`${ns}:toast.rejected`, { count: updated.length }),
    description: skipped.length ? t(`${ns}:toast.skipped`, { count: skipped.length }) : undefined,
  });
}

/**
 * Processes a failed inquiry again, or sends an order the ERP refused again (`id` in the form);
 * a refusal comes back as a warning. `titles` are the toasts' words for the latter.
 */
export async function retryFromForm(
  { request, url, context }: { request: Request; url: URL; context: Context },
  formData: FormData,
  ns: TransitionNamespace,
  titles?: { done: string; refused: string },
) {
  const t = getInstance(context).t;
  const id = formData.get("id");
  if (typeof id !== "string" || !id) throw data(t(`${ns}:errors.badRequest`), { status: 400 });
  const response = await retryInquiry(context, id);
  if (response.ok || response.status === 409 || response.status === 404) {
    const ok = response.ok;
    await response.body?.cancel();
    return redirectWithToast(request, backTo(url), {
      type: ok ? "success" : "warning",
      title: ok
        ? (titles?.done ?? t(`${ns}:toast.retried`))
        : (titles?.refused ?? t(`${ns}:toast.notRetried`)),
    });
  }
  return throwApiError(response);
}
