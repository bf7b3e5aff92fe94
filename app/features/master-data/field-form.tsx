import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Plus, Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors, FormField } from "~/components/ui/form-field";
import { Checkbox, Input, inputClassName, Select } from "~/components/ui/input";
import { cn } from "~/lib/class-names";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { Field } from "./asset-types-api.server";
import { ChoiceOptions } from "./choice-options";
import { FIELD_DATA_TYPES } from "./design-kinds";
import { createFieldSchema, updateFieldSchema } from "./designer-form-schemas";
import { FieldHint } from "./field-hint";
import { useDesignLabels } from "./use-design-labels";

/** Key, label, data type, required and (for an enum) its options: to add a field or edit one. */
export function FieldForm({
  field,
  lastResult,
}: {
  /** The field to edit; without it the form adds one. */
  field?: Field;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("master-data");
  const labels = useDesignLabels();
  const schema = field ? updateFieldSchema : createFieldSchema;
  const [form, fields] = useForm({
    id: field ? `edit-field-${field.id}` : "create-field",
    lastResult,
    // No browser constraints: the key's pattern would be refused in the browser's words.
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: field
      ? {
          key: field.key,
          label: field.label,
          data_type: field.data_type,
          required: field.required ? "on" : undefined,
          options: field.options.join("\n"),
        }
      : { data_type: "string" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const optionsHint = `${fields.options.id}-hint`;
  const keyHint = `${fields.key.id}-hint`;

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={field ? "field.update" : "field.create"} />
      {field ? <input type="hidden" name="id" value={field.id} /> : null}
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("field.fields.label")} field={fields.label} translate={translate}>
        <Input {...getInputProps(fields.label, { type: "text" })} key={fields.label.key} />
      </FormField>
      <FormField label={t("field.fields.key")} field={fields.key} translate={translate}>
        <Input
          {...getInputProps(fields.key, { type: "text", ariaDescribedBy: keyHint })}
          key={fields.key.key}
          autoComplete="off"
          spellCheck={false}
        />
        <FieldHint id={keyHint}>{t("field.fields.keyHint")}</FieldHint>
      </FormField>
      <FormField label={t("field.fields.dataType")} field={fields.data_type} translate={translate}>
        <Select {...getSelectProps(fields.data_type)} key={fields.data_type.key}>
          <ChoiceOptions values={FIELD_DATA_TYPES} label={labels.dataType} />
        </Select>
      </FormField>
      <div className="flex flex-col justify-end gap-1.5 pb-2">
        <label htmlFor={fields.required.id} className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            {...getInputProps(fields.required, { type: "checkbox" })}
            key={fields.required.key}
          />
          {t("field.fields.required")}
        </label>
        <FieldErrors id={fields.required.errorId} errors={fields.required.errors?.map(translate)} />
      </div>
      <FormField
        label={t("field.fields.options")}
        field={fields.options}
        translate={translate}
        className="sm:col-span-2"
      >
        <textarea
          {...getTextareaProps(fields.options, { ariaDescribedBy: optionsHint })}
          key={fields.options.key}
          rows={4}
          className={cn(inputClassName, "h-auto py-2")}
        />
        <FieldHint id={optionsHint}>{t("field.fields.optionsHint")}</FieldHint>
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit">
          {field ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {field ? t("field.update") : t("field.create")}
        </Button>
      </div>
    </Form>
  );
}
