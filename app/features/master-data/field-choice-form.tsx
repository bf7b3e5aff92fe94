import { getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Plus } from "lucide-react";
import { Form } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { ChoiceOptions } from "./choice-options";

type Choice = { value: string; label: string };

/**
 * The small "add" forms of AI fields, form and table fields and indexes: a field and one
 * more choice (a purpose, an input kind…), with hidden values such as the placement.
 */
export function FieldChoiceForm({
  formId,
  intent,
  hidden = {},
  schema,
  fieldChoices,
  choiceName,
  choiceLabel,
  choices,
  submitLabel,
  lastResult,
}: {
  formId: string;
  intent: string;
  hidden?: Record<string, string>;
  schema: z.ZodObject;
  fieldChoices: readonly Choice[];
  choiceName: "purpose" | "kind";
  choiceLabel: string;
  choices: readonly Choice[];
  submitLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("master-data");
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const field = fields.field_id;
  const choice = fields[choiceName];
  if (!field || !choice) return null;

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto]">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {form.errors?.length ? (
        <div className="sm:col-span-3">
          <FormErrors id={form.errorId} errors={form.errors.map(translate)} />
        </div>
      ) : null}
      <FormField label={t("choice.field")} field={field} translate={translate}>
        <Select {...getSelectProps(field)} key={field.key}>
          <ChoiceOptions values={fieldChoices} placeholder={t("choice.chooseField")} />
        </Select>
      </FormField>
      <FormField label={choiceLabel} field={choice} translate={translate}>
        <Select {...getSelectProps(choice)} key={choice.key}>
          <ChoiceOptions values={choices} placeholder={t("choice.choose")} />
        </Select>
      </FormField>
      <div className="flex items-end">
        <Button type="submit">
          <Plus aria-hidden="true" />
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
