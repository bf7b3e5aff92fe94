import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Plus } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { createImportProfileSchema } from "./import-profile-form-schemas";

/** A new import profile: its name and the asset type its files fill. */
export function CreateImportProfileForm({
  assetTypes,
  lastResult,
}: {
  assetTypes: ReadonlyArray<{ id: string; name: string }>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("import-profiles");
  const [form, fields] = useForm({
    id: "new-import-profile",
    lastResult,
    constraint: getZodConstraint(createImportProfileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createImportProfileSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto]">
      <input type="hidden" name="intent" value="create" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("fields.name")} field={fields.name} translate={translate}>
        <Input
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          autoComplete="off"
        />
      </FormField>
      <FormField label={t("fields.assetType")} field={fields.asset_type_id} translate={translate}>
        <Select {...getSelectProps(fields.asset_type_id)} key={fields.asset_type_id.key}>
          <option value="">{t("fields.chooseAssetType")}</option>
          {assetTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="sm:self-end sm:pb-0.5">
        <Button type="submit">
          <Plus aria-hidden="true" />
          {t("create.submit")}
        </Button>
      </div>
    </Form>
  );
}
