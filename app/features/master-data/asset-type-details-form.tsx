import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { AssetType } from "./asset-types-api.server";
import { updateTypeSchema } from "./designer-form-schemas";

/** Name and description; the key stays as it is (the order pipeline knows types by key). */
export function AssetTypeDetailsForm({
  assetType,
  lastResult,
}: {
  assetType: AssetType;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("master-data");
  const [form, fields] = useForm({
    id: "asset-type-details",
    lastResult,
    constraint: getZodConstraint(updateTypeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { name: assetType.name, description: assetType.description },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateTypeSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="type.update" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("type.fields.name")} field={fields.name} translate={translate}>
        <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{t("type.fields.key")}</span>
        <p className="flex h-10 items-center font-mono text-sm">{assetType.key}</p>
      </div>
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
          <Save aria-hidden="true" />
          {t("details.submit")}
        </Button>
      </div>
    </Form>
  );
}
