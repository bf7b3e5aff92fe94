import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import type { IdRouteArgs } from "~/lib/route-args";
import { redirectWithToast } from "~/lib/toast.server";
import { readLineEdit, submittedLineCount, unmatchedTextOfIntent } from "./line-edits";
import {
  getOrderInquiry,
  orderInquirySchema,
  putOrder,
  rejectOrder,
  savedOrderSchema,
} from "./order-api.server";
import { replyWithOrderError } from "./order-api-errors.server";
import { orderFormSchema, orderInput, schemaForIntent } from "./order-form-schema";

/**
 * /validate/{id}: save, validate (and go to the next order), or reject; and, without
 * JavaScript, the line editor's add, remove and move, applied to the submitted values and shown
 * again without a change through the API (a line for an unmatched text reads what the AI read).
 */
export async function validationAction({ request, params, context }: IdRouteArgs) {
  requirePermission(context, "write:order_data");
  const t = getInstance(context).t;
  const formData = await request.formData();
  const intent = formData.get("intent");

  const edit = readLineEdit(
    intent,
    submittedLineCount(formData),
    unmatchedTextOfIntent(intent) === null ? [] : await unmatchedTexts(context, params.id),
  );
  if (edit) {
    formData.delete("intent");
    formData.set("__intent__", JSON.stringify(edit));
    const submission = parseWithZod(formData, { schema: orderFormSchema(null) });
    return data({ result: submission.reply(), conflict: null });
  }

  const submission = parseWithZod(formData, { schema: schemaForIntent(intent) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), conflict: null }, { status: 400 });
  }
  const value = submission.value;
  const here = new URL(request.url).pathname;

  if (value.intent === "reject") {
    const response = await rejectOrder(context, params.id, {
      version: value.version,
      reason: value.reason,
    });
    if (!response.ok) return replyStatus(await replyWithOrderError(submission, response), response);
    await response.body?.cancel();
    return redirectWithToast(request, "/validate", {
      type: "success",
      title: t("workspace:toast.rejected"),
    });
  }

  const next = value.intent === "validate-next";
  const response = await putOrder(context, params.id, {
    version: value.version,
    action: value.intent === "save" ? "save" : "validate",
    ...(next ? { next: true as const } : {}),
    order: orderInput(value),
  });
  if (!response.ok) return replyStatus(await replyWithOrderError(submission, response), response);
  const saved = await readApiData(response, savedOrderSchema);

  if (value.intent === "save") {
    return redirectWithToast(request, here, { type: "success", title: t("workspace:toast.saved") });
  }
  if (next && saved.next_id) {
    return redirectWithToast(request, `/validate/${encodeURIComponent(saved.next_id)}`, {
      type: "success",
      title: t("workspace:toast.validated"),
      description: t("workspace:toast.nextOrder"),
    });
  }
  return redirectWithToast(request, "/validate", {
    type: "success",
    title: t("workspace:toast.validated"),
    description: next ? t("workspace:toast.noneLeft") : undefined,
  });
}

/** The texts the AI found no product in, for the line an operator adds for one without JavaScript. */
async function unmatchedTexts(context: IdRouteArgs["context"], id: string) {
  const response = await getOrderInquiry(context, id);
  if (!response.ok) {
    await response.body?.cancel();
    return [];
  }
  return (await readApiData(response, orderInquirySchema)).result?.unmatched ?? [];
}

function replyStatus<T>(reply: T, response: Response) {
  return data(reply, { status: response.status });
}

export type ValidationActionData = Awaited<ReturnType<typeof validationAction>>;
