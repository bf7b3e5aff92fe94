import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData, readApiError, throwApiError } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { storedMessageSchema } from "../../../server/contracts/orders/stored-message";
import { backTo, retryFromForm, transitionSelected } from "./inquiry-transitions.server";
import { uploadMessage } from "./to-process-api.server";
import { uploadEmailSchema } from "./to-process-schemas";

type Context = Readonly<RouterContextProvider>;

/** A File cannot go back to the browser; the browser keeps the one chosen. */
const hideFields = ["file"];

/**
 * /to-process: process or reject the selected messages, retry a failed one, or upload an
 * e-mail to an upload channel (convention 3: one action, told apart by `intent`).
 */
export async function toProcessAction({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Context;
}) {
  requirePermission(context, "write:order_data");
  const t = getInstance(context).t;
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "process" || intent === "reject") {
    return transitionSelected({ request, url, context }, formData, intent, "to-process");
  }
  if (intent === "retry") return retryFromForm({ request, url, context }, formData, "to-process");

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
    const stored = await readApiData(response, storedMessageSchema);
    return redirectWithToast(request, backTo(url), {
      type: stored.duplicate ? "info" : "success",
      title: stored.duplicate
        ? t("to-process:toast.duplicate", { file: file.name })
        : t("to-process:toast.uploaded", { file: file.name }),
    });
  }

  throw data(t("to-process:errors.badRequest"), { status: 400 });
}

export type ToProcessActionData = Awaited<ReturnType<typeof toProcessAction>>;
