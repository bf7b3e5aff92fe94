import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors, FormField } from "~/components/ui/form-field";
import { Checkbox, Input, Select } from "~/components/ui/input";
import { FieldHint } from "~/features/master-data/field-hint";
import { useTranslation } from "~/lib/use-translation";

/**
 * The rules of an integration (spec rule kinds): the status that sends an order, and touchless
 * validation above a confidence, shown as a percentage.
 */
export function IntegrationRulesFields({
  sendOn,
  thresholdEnabled,
  minConfidence,
  translate,
}: {
  sendOn: FieldMetadata<string>;
  thresholdEnabled: FieldMetadata<boolean>;
  minConfidence: FieldMetadata<number>;
  translate: (message: string) => ReactNode;
}) {
  const { t } = useTranslation("integrations");
  const hint = (field: { id: string }) => `${field.id}-hint`;

  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-3 text-lg font-semibold">{t("rules.heading")}</legend>
      <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <h3 className="font-medium">{t("rules.status.heading")}</h3>
        <FormField label={t("rules.status.sendOn")} field={sendOn} translate={translate}>
          <Select {...getSelectProps(sendOn, { ariaDescribedBy: hint(sendOn) })} key={sendOn.key}>
            <option value="validated">{t("rules.status.validated")}</option>
          </Select>
          <FieldHint id={hint(sendOn)}>{t("rules.status.explanation")}</FieldHint>
        </FormField>
      </div>
      <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <h3 className="font-medium">{t("rules.threshold.heading")}</h3>
        <div className="flex flex-col gap-1.5">
          <label
            htmlFor={thresholdEnabled.id}
            className="flex items-center gap-2 text-sm font-medium"
          >
            <Checkbox
              {...getInputProps(thresholdEnabled, {
                type: "checkbox",
                ariaDescribedBy: hint(thresholdEnabled),
              })}
              key={thresholdEnabled.key}
            />
            {t("rules.threshold.enabled")}
          </label>
          <FieldHint id={hint(thresholdEnabled)}>{t("rules.threshold.explanation")}</FieldHint>
          <FieldErrors
            id={thresholdEnabled.errorId}
            errors={thresholdEnabled.errors?.map(translate)}
          />
        </div>
        <FormField
          label={t("rules.threshold.minConfidence")}
          field={minConfidence}
          translate={translate}
          className="max-w-xs"
        >
          <div className="flex items-center gap-2">
            <Input
              {...getInputProps(minConfidence, {
                type: "number",
                ariaDescribedBy: hint(minConfidence),
              })}
              key={minConfidence.key}
              step="0.1"
              inputMode="decimal"
              className="w-28"
            />
            <span aria-hidden="true" className="text-sm text-muted-foreground">
              %
            </span>
          </div>
          <FieldHint id={hint(minConfidence)}>{t("rules.threshold.minConfidenceHint")}</FieldHint>
        </FormField>
      </div>
    </fieldset>
  );
}
