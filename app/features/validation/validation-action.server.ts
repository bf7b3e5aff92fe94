import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import type { IdRouteArgs } from "~/lib/route-args";
import { redirectWithToast } from "~/lib/toast.server";
import { applyChoices, formDataWithOrder, readChoices } from "./conflict-choices";
import { type Choice, readFormOrder } from "./conflict-comparison";
import { readLineEdit, submittedLineCount, unmatchedTextOfIntent } from "./line-edits";
import { putOrder, rejectOrder, savedOrderSchema } from "./order-api.server";
import { replyWithOrderError } from "./order-api-errors.server";
import { orderFormSchema, orderInput, schemaForIntent } from "./order-form-schema";
import { compareWithCurrent, currentInquiry } from "./version-conflict.server";

/**
 * /validate/{id}: save, validate (and go to the next order), or reject; and, without
 * JavaScript, the line editor's add, remove and move, applied to the submitted values and shown
 * again without a change through the API (a line for an unmatched text reads what the AI read).
 * A save or validation that meets a newer version answers the operator's values beside the saved
 * ones (409); their choices are applied when they post again.
 */
export async function validationAction({ request, url, params, context }: IdRouteArgs) {
  requirePermission(context, "write:order_data");
  const t = getInstance(context).t;
  const posted = await request.formData();
  const intent = posted.get("intent");
  // After a version conflict the form carries the operator's choice for each value that differed.
  const choices = readChoices(posted);

  const edit = readLineEdit(
    intent,
    submittedLineCount(posted),
    unmatchedTextOfIntent(intent) === null ? [] : await unmatchedTexts(context, params.id),
  );
  if (edit) {
    posted.delete("intent");
    posted.set("__intent__", JSON.stringify(edit));
    const submission = parseWithZod(posted, { schema: orderFormSchema(null) });
    // The comparison stays beside the edited lines, its choices as made, until they save.
    const conflict = choices.size
      ? await compareWithCurrent(context, params.id, readFormOrder(submission.payload), choices)
      : null;
    return data({ result: submission.reply(), conflict });
  }

  const formData =
    choices.size && intent !== "reject"
      ? await withChoicesApplied(context, params.id, posted, choices)
      : posted;
  const submission = parseWithZod(formData, { schema: schemaForIntent(intent) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), conflict: null }, { status: 400 });
  }
  const value = submission.value;
  const here = url.pathname;

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
  if (!response.ok) {
    const reply = await replyWithOrderError(submission, response);
    if (reply.conflict?.reason !== "version") return replyStatus(reply, response);
    const mine = readFormOrder(submission.payload);
    const conflict = await compareWithCurrent(context, params.id, mine, choices);
    return replyStatus({ ...reply, conflict }, response);
  }
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

/**
 * The posted form with the operator's choices applied, when they were made against the version
 * saved now (the form's version); against an older one they are asked again (a new conflict).
 */
async function withChoicesApplied(
  context: IdRouteArgs["context"],
  id: string,
  posted: FormData,
  choices: ReadonlyMap<string, Choice>,
) {
  const current = await currentInquiry(context, id);
  if (!current.order || String(current.version) !== posted.get("version")) return posted;
  const mine = readFormOrder(parseWithZod(posted, { schema: orderFormSchema(null) }).payload);
  return formDataWithOrder(posted, applyChoices(mine, current.order, choices));
}

/** The texts the AI found no product in, for the line an operator adds for one without JavaScript. */
async function unmatchedTexts(context: IdRouteArgs["context"], id: string) {
  return (await currentInquiry(context, id)).result?.unmatched ?? [];
}

function replyStatus<T>(reply: T, response: Response) {
  return data(reply, { status: response.status });
}

export type ValidationActionData = Awaited<ReturnType<typeof validationAction>>;
