import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Eye, Save } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormErrors, FormField } from "~/components/ui/form-field";
import { HintedField } from "~/components/ui/hinted-field";
import { Input, Select } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import {
  EXPORT_FORMATS,
  type ExportProfile,
} from "../../../server/contracts/connectivity/export-profile";
import { FILE_ENCODINGS } from "../../../server/contracts/connectivity/file-encodings";
import { type TemplateForm, templateFormSchema } from "./export-profile-form-schemas";

type Fields = Record<keyof TemplateForm, string>;

/**
 * The file written for each order: its template (LiquidJS: the order header and a loop over
 * its lines), its name (a template too), format and encoding. Two buttons: Preview renders it
 * with a real validated order without saving; Save keeps it. A template error is shown next
 * to the template with its line and column.
 */
export function TemplateEditor({
  profile,
  lastResult,
}: {
  profile: ExportProfile;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("export-profiles");
  const [form, fields] = useForm<Fields, TemplateForm>({
    id: `export-template-${profile.id}`,
    lastResult,
    constraint: getZodConstraint(templateFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: {
      format: profile.format,
      template: profile.template,
      file_name_template: profile.file_name_template,
      encoding: profile.encoding,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: templateFormSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-4 sm:grid-cols-3"
      preventScrollReset
    >
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <FormField label={t("fields.format")} field={fields.format} translate={translate}>
        <Select {...getSelectProps(fields.format)} key={fields.format.key}>
          {EXPORT_FORMATS.map((value) => (
            <option key={value} value={value}>
              {t(`formats.${value}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <HintedField
        field={fields.file_name_template}
        label={t("fields.fileName")}
        hint={t("fields.fileNameHint", { example: "{{ order.order_reference }}.csv" })}
        translate={translate}
      >
        {(describedBy) => (
          <Input
            {...getInputProps(fields.file_name_template, {
              type: "text",
              ariaDescribedBy: describedBy,
            })}
            key={fields.file_name_template.key}
            spellCheck={false}
            className="font-mono text-xs"
          />
        )}
      </HintedField>
      <FormField label={t("fields.encoding")} field={fields.encoding} translate={translate}>
        <Select {...getSelectProps(fields.encoding)} key={fields.encoding.key}>
          {FILE_ENCODINGS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </FormField>
      <HintedField
        field={fields.template}
        label={t("fields.template")}
        hint={t("fields.templateHint", {
          reference: "{{ order.order_reference }}",
          customer: "{{ order.customer.number }}",
          loop: "{% for line in order.lines %} … {% endfor %}",
        })}
        translate={translate}
        className="sm:col-span-3"
      >
        {(describedBy) => (
          <Textarea
            {...getTextareaProps(fields.template, { ariaDescribedBy: describedBy })}
            key={fields.template.key}
            rows={14}
            spellCheck={false}
            wrap="off"
            className="font-mono text-xs leading-5"
          />
        )}
      </HintedField>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" name="intent" value="preview" variant="secondary">
          <Eye aria-hidden="true" />
          {t("template.preview")}
        </Button>
        <Button type="submit" name="intent" value="template">
          <Save aria-hidden="true" />
          {t("template.save")}
        </Button>
      </div>
    </Form>
  );
}
