import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { FieldHint } from "~/features/master-data/field-hint";
import { useTranslation } from "~/lib/use-translation";
import type { SettingField } from "./integrations-api.server";

/**
 * One setting of an ERP type, as available-integrations lists it: a secret (the API key) is a
 * password field that is never filled in; on a saved integration, left empty it keeps the key.
 */
export function IntegrationSettingField({
  spec,
  field,
  mode,
  secretStored,
  translate,
}: {
  spec: SettingField;
  field: FieldMetadata<string>;
  mode: "create" | "update";
  /** Whether the API holds the secret already (`api_key_set`). */
  secretStored: boolean;
  translate: (message: string) => ReactNode;
}) {
  const { t } = useTranslation("integrations");
  const hintId = `${field.id}-hint`;
  const label = t(`settings.${spec.key}`, { defaultValue: spec.label });

  if (spec.secret) {
    const hint =
      mode === "create"
        ? t("fields.secretNew")
        : secretStored
          ? t("fields.secretKeep")
          : t("fields.secretMissing");
    return (
      <FormField label={label} field={field} translate={translate}>
        <PasswordInput
          {...getInputProps(field, { type: "password", ariaDescribedBy: hintId })}
          key={field.key}
          // Never filled in: the API does not send the stored key, and a refused or tested form
          // does not send back the one typed.
          defaultValue=""
          autoComplete="new-password"
          spellCheck={false}
          showLabel={t("fields.showSecret", { name: label })}
          hideLabel={t("fields.hideSecret", { name: label })}
        />
        <FieldHint id={hintId}>{hint}</FieldHint>
      </FormField>
    );
  }

  const url = spec.kind === "url";
  return (
    <FormField label={label} field={field} translate={translate}>
      <Input
        {...getInputProps(field, { type: "text", ariaDescribedBy: url ? hintId : undefined })}
        key={field.key}
        inputMode={url ? "url" : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {url ? <FieldHint id={hintId}>{t("fields.urlHint")}</FieldHint> : null}
    </FormField>
  );
}
