import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Plus } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { createAssetTypeSchema } from "./asset-type-form-schemas";
import { FieldHint } from "./field-hint";

export function CreateAssetTypeForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("master-data");
  const [form, fields] = useForm({
    id: "create-asset-type",
    lastResult,
    // No browser constraints: the key's pattern would be refused in the browser's words.
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createAssetTypeSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="create" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("type.fields.name")} field={fields.name} translate={translate}>
        <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} />
      </FormField>
      <FormField label={t("type.fields.key")} field={fields.key} translate={translate}>
        <Input
          {...getInputProps(fields.key, { type: "text", ariaDescribedBy: `${fields.key.id}-hint` })}
          key={fields.key.key}
          autoComplete="off"
          spellCheck={false}
        />
        <FieldHint id={`${fields.key.id}-hint`}>{t("type.fields.keyHint")}</FieldHint>
      </FormField>
      <FormField
        label={t("type.fields.description")}
        field={fields.description}
        translate={translate}
        className="sm:col-span-2"
      >
        <Input
          {...getInputProps(fields.description, { type: "text" })}
          key={fields.description.key}
        />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit">
          <Plus aria-hidden="true" />
          {t("create.submit")}
        </Button>
      </div>
    </Form>
  );
}
