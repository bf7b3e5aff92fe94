import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData, readApiError, throwApiError } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  retryInquiry,
  storedSchema,
  transitionInquiries,
  transitionSchema,
  uploadMessage,
} from "./to-process-api.server";
import { uploadEmailSchema } from "./to-process-schemas";

type Context = Readonly<RouterContextProvider>;

/** A File cannot go back to the browser; the browser keeps the one chosen. */
const hideFields = ["file"];

function backTo(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * /to-process: process or reject the selected messages, retry a failed one, or upload an
 * e-mail to an upload channel (convention 3: one action, told apart by `intent`).
 */
export async function toProcessAction({
  request,
  context,
}: {
  request: Request;
  context: Context;
}) {
  requirePermission(context, "write:order_data");
  const t = getInstance(context).t;
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "process" || intent === "reject") {
    const ids = formData
      .getAll("orderInquiryIds")
      .filter((id): id is string => typeof id === "string" && id !== "");
    if (ids.length === 0) {
      return data(
        {
          intent: "bulk" as const,
          error: t("to-process:bulk.errors.noneSelected"),
          result: undefined,
        },
        { status: 400 },
      );
    }
    const response = await transitionInquiries(context, intent, ids.slice(0, 500));
    if (response.status === 403) {
      await response.body?.cancel();
      return data(
        { intent: "bulk" as const, error: t("to-process:errors.forbidden"), result: undefined },
        { status: 403 },
      );
    }
    const { updated, skipped } = await readApiData(response, transitionSchema);
    const title =
      intent === "process"
        ? t("to-process:toast.processed", { count: updated.length })
        : t("to-process:toast.rejected", { count: updated.length });
    return redirectWithToast(request, backTo(request), {
      type: updated.length ? "success" : "warning",
      title,
      description: skipped.length
        ? t("to-process:toast.skipped", { count: skipped.length })
        : undefined,
    });
  }

  if (intent === "retry") {
    const id = formData.get("id");
    if (typeof id !== "string" || !id)
      throw data(t("to-process:errors.badRequest"), { status: 400 });
    const response = await retryInquiry(context, id);
    if (response.ok || response.status === 409 || response.status === 404) {
      const ok = response.ok;
      await response.body?.cancel();
      return redirectWithToast(request, backTo(request), {
        type: ok ? "success" : "warning",
        title: ok ? t("to-process:toast.retried") : t("to-process:toast.notRetried"),
      });
    }
    return throwApiError(response);
  }

  if (intent === "upload") {
    const submission = parseWithZod(formData, { schema: uploadEmailSchema });
    if (submission.status !== "success") {
      return data(
        { intent: "upload" as const, error: undefined, result: submission.reply({ hideFields }) },
        { status: 400 },
      );
    }
    const { channel_id, file } = submission.value;
    const response = await uploadMessage(context, channel_id, file);
    if (!response.ok) {
      if (![403, 404, 409, 413, 422].includes(response.status)) return throwApiError(response);
      const error = await readApiError(response);
      const fieldErrors: Record<string, string[]> = {};
      if (response.status === 404)
        fieldErrors.channel_id = [t("to-process:upload.errors.channelNotFound")];
      else if (response.status === 409)
        fieldErrors.channel_id = [t("to-process:upload.errors.notUploadChannel")];
      else if (response.status === 413) fieldErrors.file = [t("to-process:upload.errors.tooLarge")];
      else if (response.status === 422)
        fieldErrors.file = [t("to-process:upload.errors.chooseFile")];
      const formErrors =
        response.status === 403
          ? [t("to-process:errors.forbidden"), ...(error.message ? [error.message] : [])]
          : undefined;
      return data(
        {
          intent: "upload" as const,
          error: undefined,
          result: submission.reply({ fieldErrors, formErrors, hideFields }),
        },
        { status: response.status },
      );
    }
    const stored = await readApiData(response, storedSchema);
    return redirectWithToast(request, backTo(request), {
      type: stored.duplicate ? "info" : "success",
      title: stored.duplicate
        ? t("to-process:toast.duplicate", { file: file.name })
        : t("to-process:toast.uploaded", { file: file.name }),
    });
  }

  throw data(t("to-process:errors.badRequest"), { status: 400 });
}

export type ToProcessActionData = Awaited<ReturnType<typeof toProcessAction>>;
