import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { FieldHint } from "~/features/master-data/field-hint";
import { useTranslation } from "~/lib/use-translation";

/** The address on Fennec's own SMTP listener that customers send their orders to. */
export function SmtpSettingsFields({
  fields,
  translate,
}: {
  fields: { address: FieldMetadata<string> };
  translate: (message: string) => ReactNode;
}) {
  const { t } = useTranslation("channels");
  const hintId = `${fields.address.id}-hint`;
  return (
    <FormField
      label={t("fields.address")}
      field={fields.address}
      translate={translate}
      className="sm:col-span-2"
    >
      <Input
        {...getInputProps(fields.address, { type: "email", ariaDescribedBy: hintId })}
        key={fields.address.key}
        autoComplete="off"
        spellCheck={false}
      />
      <FieldHint id={hintId}>{t("fields.addressHint")}</FieldHint>
    </FormField>
  );
}
