import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors } from "~/components/ui/form-field";
import { Checkbox } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { deleteEntrySchema } from "./entry-form-schema";

/** Deleting an entry takes a ticked confirmation: a plain form, no dialog, no JavaScript. */
export function DeleteEntryForm({
  typeId,
  entryId,
  name,
  lastResult,
}: {
  typeId: string;
  entryId: string;
  name: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("reference-data");
  const [form, fields] = useForm({
    id: `delete-entry-${entryId}`,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteEntrySchema }),
  });
  const translate = (message: string) => translateMessage(t, message);

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="type" value={typeId} />
      <input type="hidden" name="id" value={entryId} />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <p className="text-sm text-muted-foreground">{t("delete.description")}</p>
      <div>
        <label htmlFor={fields.confirm.id} className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            {...getInputProps(fields.confirm, { type: "checkbox" })}
            key={fields.confirm.key}
          />
          {t("delete.confirm", { name })}
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
          {t("delete.submit")}
        </Button>
      </div>
    </Form>
  );
}
