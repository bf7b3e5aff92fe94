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
import { Card } from "~/components/ui/card";
import { FieldErrors, FormErrors, FormField } from "~/components/ui/form-field";
import { Checkbox, Input, Select } from "~/components/ui/input";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { Settings } from "./settings-api.server";
import { settingsFormSchema, timeZones } from "./settings-form-schema";

export function SettingsForm({
  settings,
  lastResult,
}: {
  settings: Settings;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({
    id: "settings",
    lastResult,
    constraint: getZodConstraint(settingsFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      tenantName: settings.tenantName,
      autoProcess: settings.autoProcess ? "on" : undefined,
      timeZone: settings.timeZone,
      logRetentionDays: String(settings.logRetentionDays ?? 400),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsFormSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);

  return (
    <Form method="post" {...getFormProps(form)}>
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
        <FormField
          label={t("fields.tenantName")}
          field={fields.tenantName}
          translate={translate}
          className="max-w-md"
        >
          <Input
            {...getInputProps(fields.tenantName, { type: "text" })}
            key={fields.tenantName.key}
          />
        </FormField>
        <FormField
          label={t("fields.timeZone")}
          field={fields.timeZone}
          translate={translate}
          className="max-w-md"
        >
          <Select
            {...getSelectProps(fields.timeZone)}
            key={fields.timeZone.key}
            aria-describedby={`${fields.timeZone.id}-hint`}
          >
            {(timeZones.includes(settings.timeZone)
              ? timeZones
              : [settings.timeZone, ...timeZones]
            ).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
          <p id={`${fields.timeZone.id}-hint`} className="text-sm text-muted-foreground">
            {t("fields.timeZoneHint")}
          </p>
        </FormField>
        <FormField
          label={t("fields.logRetentionDays")}
          field={fields.logRetentionDays}
          translate={translate}
          className="max-w-xs"
        >
          <Input
            {...getInputProps(fields.logRetentionDays, { type: "number" })}
            key={fields.logRetentionDays.key}
            aria-describedby={`${fields.logRetentionDays.id}-hint`}
          />
          <p id={`${fields.logRetentionDays.id}-hint`} className="text-sm text-muted-foreground">
            {t("fields.logRetentionDaysHint")}
          </p>
        </FormField>
        <div className="flex flex-col gap-1">
          <label
            htmlFor={fields.autoProcess.id}
            className="flex items-center gap-2 text-sm font-medium"
          >
            <Checkbox
              {...getInputProps(fields.autoProcess, { type: "checkbox" })}
              key={fields.autoProcess.key}
              aria-describedby={`${fields.autoProcess.id}-hint`}
            />
            {t("fields.autoProcess")}
          </label>
          <p id={`${fields.autoProcess.id}-hint`} className="text-sm text-muted-foreground">
            {t("fields.autoProcessHint")}
          </p>
          <FieldErrors
            id={fields.autoProcess.errorId}
            errors={fields.autoProcess.errors?.map(translate)}
          />
        </div>
        <div>
          <Button type="submit">
            <Save aria-hidden="true" />
            {t("submit")}
          </Button>
        </div>
      </Card>
    </Form>
  );
}
