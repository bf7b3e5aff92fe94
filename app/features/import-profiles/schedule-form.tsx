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
import { Input, Select } from "~/components/ui/input";
import { FieldHint } from "~/features/master-data/field-hint";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import {
  IMPORT_SCHEDULE_KINDS,
  type ImportProfile,
} from "../../../server/contracts/connectivity/import-profile";
import {
  type ScheduleForm as ScheduleFormValue,
  scheduleSchema,
} from "./import-profile-form-schemas";

type ScheduleFields = {
  intent: string;
  kind: string;
  time: string;
  weekday: number;
  cron: string;
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** When the profile runs by itself, in the tenant's time zone: the kind and what it needs. */
export function ScheduleForm({
  profile,
  lastResult,
}: {
  profile: ImportProfile;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("import-profiles");
  const { schedule } = profile;
  const [form, fields] = useForm<ScheduleFields, ScheduleFormValue>({
    id: `import-profile-schedule-${profile.id}`,
    lastResult,
    constraint: getZodConstraint(scheduleSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      kind: schedule.kind,
      time: schedule.time ?? "",
      weekday: schedule.weekday ?? undefined,
      cron: schedule.cron ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: scheduleSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="schedule" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("schedule.kind")} field={fields.kind} translate={translate}>
        <Select {...getSelectProps(fields.kind)} key={fields.kind.key}>
          {IMPORT_SCHEDULE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`schedule.kinds.${kind}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("schedule.time")} field={fields.time} translate={translate}>
        <Input
          {...getInputProps(fields.time, {
            type: "time",
            ariaDescribedBy: `${fields.time.id}-hint`,
          })}
          key={fields.time.key}
          className="w-fit"
        />
        <FieldHint id={`${fields.time.id}-hint`}>
          {t("schedule.timeHint", { zone: schedule.time_zone })}
        </FieldHint>
      </FormField>
      <FormField label={t("schedule.weekday")} field={fields.weekday} translate={translate}>
        <Select {...getSelectProps(fields.weekday)} key={fields.weekday.key}>
          <option value="">{t("schedule.chooseWeekday")}</option>
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {t(`schedule.weekdays.${day}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("schedule.cron")} field={fields.cron} translate={translate}>
        <Input
          {...getInputProps(fields.cron, {
            type: "text",
            ariaDescribedBy: `${fields.cron.id}-hint`,
          })}
          key={fields.cron.key}
          className="font-mono"
          autoComplete="off"
        />
        <FieldHint id={`${fields.cron.id}-hint`}>{t("schedule.cronHint")}</FieldHint>
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit">
          <Save aria-hidden="true" />
          {t("schedule.submit")}
        </Button>
      </div>
    </Form>
  );
}
