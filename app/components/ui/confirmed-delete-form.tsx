import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors } from "~/components/ui/form-field";
import { Checkbox } from "~/components/ui/input";

/**
 * A removal that takes a ticked confirmation: a plain form, no dialog, so it works without
 * JavaScript. The action checks `confirm` and answers with the box's error when it is unticked.
 */
export function ConfirmedDeleteForm({
  formId,
  hidden,
  description,
  confirmLabel,
  submitLabel,
  lastResult,
  translate,
  schema,
}: {
  formId: string;
  /** Hidden fields that say what to remove (intent, id …). */
  hidden: Record<string, string>;
  description: string;
  confirmLabel: string;
  submitLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Turns an error message key into text. */
  translate: (message: string) => string;
  /** Checks the form in the browser too, when given. */
  schema?: z.ZodType<{ confirm: boolean }>;
}) {
  const [form, fields] = useForm<{ confirm: boolean }>({
    id: formId,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: schema ? ({ formData }) => parseWithZod(formData, { schema }) : undefined,
  });

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
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
