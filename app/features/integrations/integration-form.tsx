import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { PlugZap, Plus, Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors, FormField } from "~/components/ui/form-field";
import { Checkbox, Input } from "~/components/ui/input";
import { FieldHint } from "~/features/master-data/field-hint";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { ConnectionTestResultList } from "./connection-test-result";
import {
  type IntegrationForm as IntegrationFormValue,
  integrationFormSchema,
} from "./integration-form-schemas";
import { integrationStartingValues } from "./integration-input";
import { IntegrationRulesFields } from "./integration-rules-fields";
import { IntegrationSettingField } from "./integration-setting-field";
import type {
  AvailableIntegration,
  ConnectionTestResult,
  Integration,
} from "./integrations-api.server";

/** Every field of the form as conform holds it (the schema of the ERP type checks them). */
type IntegrationFields = {
  intent: string;
  erp_type: string;
  name: string;
  active: boolean;
  settings: Record<string, string>;
  rules: {
    status: { send_on: string };
    threshold: { enabled: boolean; min_confidence: number };
  };
};

/**
 * Adding an integration of one ERP type (`integration` left out) or changing one: its name,
 * whether it is active, the ERP type's settings, its rules, and a test of the connection with
 * the settings as they are in the form. One plain form with two submit buttons (`intent`).
 */
export function IntegrationSettingsForm({
  erpType,
  integration,
  lastResult,
  test,
}: {
  erpType: AvailableIntegration;
  integration: Integration | null;
  lastResult: SubmissionResult<string[]> | undefined;
  test: ConnectionTestResult | null;
}) {
  const { t } = useTranslation("integrations");
  const mode = integration ? "update" : "create";
  const schema = integrationFormSchema(erpType.settings, mode);
  const [form, fields] = useForm<IntegrationFields, IntegrationFormValue>({
    id: integration ? `integration-${integration.id}` : `new-integration-${erpType.erp_type}`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: integrationStartingValues(integration ?? undefined),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const settings = fields.settings.getFieldset();
  const rules = fields.rules.getFieldset();
  const threshold = rules.threshold.getFieldset();
  const activeHint = `${fields.active.id}-hint`;
  const navigation = useNavigation();
  const testing =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "test";

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-8">
      <input type="hidden" name="erp_type" value={erpType.erp_type} />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <section aria-labelledby="integration-general-heading" className="flex flex-col gap-4">
        <h2 id="integration-general-heading" className="text-lg font-semibold">
          {t("fields.heading", { type: erpType.label })}
        </h2>
        <FormField label={t("fields.name")} field={fields.name} translate={translate}>
          <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} />
        </FormField>
        {erpType.settings.map((spec) => {
          const field = settings[spec.key];
          return field ? (
            <IntegrationSettingField
              key={spec.key}
              spec={spec}
              field={field}
              mode={mode}
              secretStored={integration?.api_key_set ?? false}
              translate={translate}
            />
          ) : null;
        })}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.active.id} className="flex items-center gap-2 text-sm font-medium">
            <Checkbox
              {...getInputProps(fields.active, { type: "checkbox", ariaDescribedBy: activeHint })}
              key={fields.active.key}
            />
            {t("fields.active")}
          </label>
          <FieldHint id={activeHint}>{t("fields.activeHint")}</FieldHint>
          <FieldErrors id={fields.active.errorId} errors={fields.active.errors?.map(translate)} />
        </div>
      </section>

      <IntegrationRulesFields
        sendOn={rules.status.getFieldset().send_on}
        thresholdEnabled={threshold.enabled}
        minConfidence={threshold.min_confidence}
        translate={translate}
      />

      <div aria-live="polite">{test ? <ConnectionTestResultList result={test} /> : null}</div>

      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-5">
        <Button type="submit" name="intent" value="save">
          {integration ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {integration ? t("edit.submit") : t("create.submit")}
        </Button>
        {/* Testing needs only the settings: the browser does not hold it up for an empty name. */}
        <Button type="submit" name="intent" value="test" variant="secondary" formNoValidate>
          <PlugZap aria-hidden="true" />
          {testing ? t("test.running") : t("test.submit")}
        </Button>
      </div>
    </Form>
  );
}
