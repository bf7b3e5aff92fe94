import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CalendarRange } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import {
  ANALYTICS_FIRST_DAY,
  ANALYTICS_LAST_DAY,
} from "../../../server/contracts/analytics/analytics-query";
import { DASHBOARD_PERIODS } from "../../../server/contracts/analytics/dashboard-totals";
import { type DashboardPeriodValues, dashboardPeriodSchema } from "./dashboard-period";

/**
 * The period of the figures: a preset or a custom range, as a plain GET form so that the URL
 * says what is shown and the page works without JavaScript. A platform administrator's chosen
 * tenant rides along.
 */
export function DashboardPeriodForm({
  values,
  lastResult,
  tenantId,
}: {
  values: Partial<Record<keyof DashboardPeriodValues, string>>;
  lastResult: SubmissionResult<string[]> | undefined;
  tenantId: string | null;
}) {
  const { t } = useTranslation("dashboard");
  const [form, fields] = useForm<
    Record<keyof DashboardPeriodValues, string>,
    DashboardPeriodValues
  >({
    id: "dashboard-period",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: dashboardPeriodSchema }),
  });
  const translate = (message: string) =>
    translateMessage(t, message, { first: ANALYTICS_FIRST_DAY, last: ANALYTICS_LAST_DAY });
  const days = { min: ANALYTICS_FIRST_DAY, max: ANALYTICS_LAST_DAY };
  return (
    <Form
      method="get"
      {...getFormProps(form)}
      aria-label={t("period.label")}
      className="flex flex-wrap items-start gap-3"
    >
      {tenantId ? <input type="hidden" name="tenantId" value={tenantId} /> : null}
      <FormField label={t("period.preset")} field={fields.period} translate={translate}>
        <Select {...getSelectProps(fields.period)} key={fields.period.key}>
          {DASHBOARD_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`period.presets.${period}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("period.from")} field={fields.from} translate={translate}>
        <Input {...getInputProps(fields.from, { type: "date" })} {...days} key={fields.from.key} />
      </FormField>
      <FormField label={t("period.till")} field={fields.till} translate={translate}>
        <Input {...getInputProps(fields.till, { type: "date" })} {...days} key={fields.till.key} />
      </FormField>
      <Button type="submit" variant="secondary" className="mt-6">
        <CalendarRange aria-hidden="true" />
        {t("period.show")}
      </Button>
    </Form>
  );
}
