import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors } from "~/components/ui/form-field";
import { Checkbox } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";

/**
 * A removal that takes a ticked confirmation: a plain form, no dialog, so it works without
 * JavaScript. The action checks `confirm` and answers with the box's error when it is unticked.
 */
export function ConfirmedDeleteForm({
  formId,
  intent,
  id,
  description,
  confirmLabel,
  submitLabel,
  lastResult,
}: {
  formId: string;
  intent: string;
  id: string;
  description: string;
  confirmLabel: string;
  submitLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("master-data");
  const [form, fields] = useForm<{ confirm: boolean }>({
    id: formId,
    lastResult,
    shouldValidate: "onSubmit",
  });
  const translate = (message: string) => translateMessage(t, message);

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <p className="text-sm text-muted-foreground">{description}</p>
      <div>
        <label htmlFor={fields.confirm.id} className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            {...getInputProps(fields.confirm, { type: "checkbox" })}
            key={fields.confirm.key}
          />
          {confirmLabel}
        </label>
        <FieldErrors id={fields.confirm.errorId} errors={fields.confirm.errors?.map(translate)} />
      </div>
      <div>
        <Button
          type="submit"
          variant="secondary"
          className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
        >
          <Trash2 aria-hidden="true" />
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
