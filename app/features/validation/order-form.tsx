import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Ban, Check, ChevronsRight, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { translateMessage } from "~/lib/translate-message";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { aiHeaderValue } from "./ai-header-value";
import { CodePicker } from "./code-picker";
import { formatDecimalForInput } from "./decimal-input";
import { LineEditor } from "./line-editor";
import type { ValidationData } from "./load-validation.server";
import type { Provenance } from "./order-api.server";
import type { OrderConflict } from "./order-api-errors.server";
import { schemaForIntent } from "./order-form-schema";
import type { OrderFormShape } from "./order-form-shape";
import { RejectSection } from "./reject-section";
import type { ShortcutAction } from "./shortcuts";
import { UnmatchedTexts } from "./unmatched-texts";
import { useShortcuts } from "./use-shortcuts";
import { TextValueField, ValueField } from "./value-field";
import { VersionConflictNotice } from "./version-conflict-notice";

/** The submit buttons, in the order shown, with their shortcuts (shortcuts.ts). */
const submitActions = [
  { intent: "validate", label: "actions.validate", icon: Check, keys: "Control+Enter" },
  {
    intent: "validate-next",
    label: "actions.validateNext",
    icon: ChevronsRight,
    keys: "Control+Shift+Enter",
  },
  { intent: "save", label: "actions.save", icon: Save, keys: "Control+S" },
] as const;

export type OrderFormResult = {
  result: SubmissionResult<string[]>;
  conflict: OrderConflict | null;
};

function defaultValue(data: ValidationData): OrderFormShape {
  const { order, version } = data.inquiry;
  return {
    version,
    customer_number: order?.customer_number ?? "",
    order_reference: order?.order_reference ?? "",
    requested_delivery_date: order?.requested_delivery_date ?? "",
    delivery_address: order?.delivery_address ?? "",
    remarks: order?.remarks ?? "",
    lines: (order?.lines ?? []).map((line) => ({
      id: line.id,
      ai_line: line.ai_line ?? undefined,
      unmatched_text: line.unmatched_text ?? undefined,
      product_code: line.product_code ?? "",
      quantity: formatDecimalForInput(line.quantity),
      unit: line.unit ?? "",
      remarks: line.remarks ?? "",
    })),
  };
}

/**
 * The order as the operator corrects it: header, lines, and Save, Validate, Validate and next,
 * Reject. One conform form, posted to the route's action; every button a real submit button.
 */
export function OrderForm({
  data,
  actionData,
  onFocusValue,
  onHelp,
}: {
  data: ValidationData;
  actionData: OrderFormResult | undefined;
  onFocusValue: (provenance: Provenance | null) => void;
  onHelp: () => void;
}) {
  const { t } = useTranslation("workspace");
  const { t: statusText } = useTranslation("order-inquiries");
  const hydrated = useHydrated();
  const { inquiry } = data;
  const conflict = actionData?.conflict ?? null;
  const readOnly = !data.editable || conflict?.reason === "status";
  const comparedVersion = conflict?.reason === "version" ? conflict.comparison?.version : undefined;
  const [form, fields] = useForm<OrderFormShape, unknown>({
    id: `order-${inquiry.id}-${inquiry.version}`,
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: defaultValue(data),
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: schemaForIntent(formData.get("intent")) }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const shared = { translate, onFocusValue };
  const result = inquiry.result;
  const customerName =
    inquiry.order?.customer_name &&
    inquiry.order.customer_number === fields.customer_number.initialValue
      ? inquiry.order.customer_name
      : null;
  const customerCode = fields.customer_number.initialValue ?? "";
  const version = comparedVersion ?? fields.version.initialValue;

  const [rejecting, setRejecting] = useState(false);
  // A refusal from the server closes the dialog: its message is at the top of the form.
  useEffect(() => {
    if (actionData?.conflict) setRejecting(false);
  }, [actionData]);

  const formRef = useRef<HTMLFormElement>(null);
  useShortcuts((action: ShortcutAction) => {
    if (action === "help") return onHelp();
    if (readOnly) return;
    if (action === "reject") return setRejecting(true);
    formRef.current?.querySelector<HTMLButtonElement>(`[data-shortcut="${action}"]`)?.click();
  }, hydrated);

  return (
    <Form
      method="post"
      ref={formRef}
      {...getFormProps(form)}
      aria-labelledby="order-heading"
      className="flex flex-col gap-5"
    >
      <h2 id="order-heading" className="text-lg font-semibold">
        {t("order.heading")}
      </h2>
      {/* Enter in a field saves: the first submit button is the form's default. */}
      <button type="submit" name="intent" value="save" hidden tabIndex={-1} />
      {/* After a conflict the form saves over the version it was compared with. */}
      <input
        {...getInputProps(fields.version, { type: "hidden" })}
        key={`${fields.version.key}-${version}`}
        defaultValue={version}
      />

      {conflict?.reason === "version" ? (
        <VersionConflictNotice inquiryId={inquiry.id} comparison={conflict.comparison} />
      ) : null}
      {conflict?.reason === "status" ? (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{t("conflict.status.title")}</p>
          <p>
            {t("conflict.status.description", {
              status: conflict.status
                ? statusText(`status.${conflict.status}`, { defaultValue: conflict.status })
                : "",
            })}
          </p>
        </div>
      ) : null}
      {!data.editable && !conflict ? (
        <p className="rounded-xl border border-border bg-muted p-3 text-sm">
          {data.mayWrite
            ? t("readOnly.status", { status: statusText(`status.${inquiry.status}`) })
            : t("readOnly.permission")}
        </p>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />

      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-5">
        <legend className="sr-only">{t("order.heading")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <ValueField
            label={t("fields.customer")}
            field={fields.customer_number}
            ai={aiHeaderValue(result, "customer")}
            {...shared}
            className="sm:col-span-2"
          >
            <CodePicker
              key={fields.customer_number.key}
              id={fields.customer_number.id}
              name={fields.customer_number.name}
              code={customerCode}
              description={customerName}
              purpose="number"
              typeId={data.customersTypeId}
              invalid={!fields.customer_number.valid}
              describedBy={
                fields.customer_number.valid ? undefined : fields.customer_number.errorId
              }
              disabled={readOnly}
            />
          </ValueField>
          <TextValueField
            label={t("fields.orderReference")}
            field={fields.order_reference}
            ai={aiHeaderValue(result, "orderReference")}
            {...shared}
          />
          <TextValueField
            label={t("fields.requestedDeliveryDate")}
            field={fields.requested_delivery_date}
            ai={aiHeaderValue(result, "requestedDeliveryDate")}
            type="date"
            {...shared}
          />
          <ValueField
            label={t("fields.deliveryAddress")}
            field={fields.delivery_address}
            ai={null}
            {...shared}
          >
            <Textarea
              {...getTextareaProps(fields.delivery_address)}
              key={fields.delivery_address.key}
              rows={3}
            />
          </ValueField>
          <ValueField label={t("fields.remarks")} field={fields.remarks} ai={null} {...shared}>
            <Textarea {...getTextareaProps(fields.remarks)} key={fields.remarks.key} rows={3} />
          </ValueField>
        </div>

        <UnmatchedTexts
          form={form}
          lines={fields.lines}
          texts={result?.unmatched ?? []}
          readOnly={readOnly}
          onFocusValue={onFocusValue}
        />

        <LineEditor
          form={form}
          lines={fields.lines}
          order={inquiry.order}
          result={result}
          productsTypeId={data.productsTypeId}
          readOnly={readOnly}
          translate={translate}
          onFocusValue={onFocusValue}
        />

        {readOnly ? null : (
          <>
            <div className="flex flex-wrap gap-2 border-t border-border pt-4">
              {submitActions.map((action) => (
                <Button
                  key={action.intent}
                  type="submit"
                  name="intent"
                  value={action.intent}
                  variant={action.intent === "validate" ? "primary" : "secondary"}
                  data-shortcut={action.intent}
                  aria-keyshortcuts={action.keys}
                >
                  <action.icon aria-hidden="true" />
                  {t(action.label)}
                </Button>
              ))}
              {hydrated ? (
                <Button
                  variant="ghost"
                  onClick={() => setRejecting(true)}
                  aria-keyshortcuts="Alt+R"
                >
                  <Ban aria-hidden="true" />
                  {t("actions.reject")}
                </Button>
              ) : null}
            </div>
            <RejectSection
              reason={fields.reason}
              open={rejecting}
              onClose={() => setRejecting(false)}
              translate={translate}
            />
          </>
        )}
      </fieldset>
    </Form>
  );
}
