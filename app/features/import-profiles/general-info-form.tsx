import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { Checkbox, Input, Select } from "~/components/ui/input";
import { FieldHint } from "~/features/master-data/field-hint";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { ImportProfile } from "../../../server/contracts/connectivity/import-profile";
import { generalInfoSchema } from "./import-profile-form-schemas";

/** The profile's name, whether it runs on its schedule, and the asset type its files fill. */
export function GeneralInfoForm({
  profile,
  assetTypes,
  lastResult,
}: {
  profile: ImportProfile;
  assetTypes: ReadonlyArray<{ id: string; name: string }>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("import-profiles");
  const [form, fields] = useForm({
    id: `import-profile-general-${profile.id}`,
    lastResult,
    constraint: getZodConstraint(generalInfoSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      name: profile.name,
      active: profile.active ? "on" : undefined,
      asset_type_id: profile.asset_type_id,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: generalInfoSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const activeHint = `${fields.active.id}-hint`;
  const typeHint = `${fields.asset_type_id.id}-hint`;
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="general" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("fields.name")} field={fields.name} translate={translate}>
        <Input
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          autoComplete="off"
        />
      </FormField>
      <FormField label={t("fields.assetType")} field={fields.asset_type_id} translate={translate}>
        <Select
          {...getSelectProps(fields.asset_type_id, { ariaDescribedBy: typeHint })}
          key={fields.asset_type_id.key}
        >
          {assetTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
        <FieldHint id={typeHint}>{t("fields.assetTypeHint")}</FieldHint>
      </FormField>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={fields.active.id} className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            {...getInputProps(fields.active, { type: "checkbox", ariaDescribedBy: activeHint })}
            key={fields.active.key}
          />
          {t("fields.active")}
        </label>
        <FieldHint id={activeHint}>{t("fields.activeHint")}</FieldHint>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit">
          <Save aria-hidden="true" />
          {t("general.submit")}
        </Button>
      </div>
    </Form>
  );
}
