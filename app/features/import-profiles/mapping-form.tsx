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
import { FieldErrors, FormErrors, FormField } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { FieldHint } from "~/features/master-data/field-hint";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { ImportProfile } from "../../../server/contracts/connectivity/import-profile";
import {
  DELIMITER_NAMES,
  type MappingForm as MappingFormValue,
  mappingSchema,
} from "./import-profile-form-schemas";
import { mappingDelimiterName, mappingRows } from "./import-profile-input";

type MappingFields = {
  intent: string;
  columns: string[];
  fields: string[];
  match_field: string;
  delimiter: string;
};

/** Empty rows offered after the saved columns, to add columns without JavaScript. */
const BLANK_ROWS = 4;

/**
 * The columns of the files (their header, by name) and the field of the asset type each fills
 * or "skip"; the field rows are matched on, and the CSV delimiter.
 */
export function MappingForm({
  profile,
  fields: assetFields,
  lastResult,
}: {
  profile: ImportProfile;
  fields: ReadonlyArray<{ key: string; label: string; required: boolean }>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("import-profiles");
  const rows = mappingRows(profile.mapping, BLANK_ROWS);
  const [form, fields] = useForm<MappingFields, MappingFormValue>({
    id: `import-profile-mapping-${profile.id}`,
    lastResult,
    constraint: getZodConstraint(mappingSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      columns: rows.map((row) => row.column),
      fields: rows.map((row) => row.field),
      match_field: profile.mapping?.match_field ?? "",
      delimiter: mappingDelimiterName(profile.mapping) ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mappingSchema }),
  });
  const translate = (message: string) => translateMessage(t, message);
  const columnList = fields.columns.getFieldList();
  const fieldList = fields.fields.getFieldList();
  const fieldOption = (field: { key: string; label: string; required: boolean }) => (
    <option key={field.key} value={field.key}>
      {field.required ? t("mapping.requiredField", { field: field.label }) : field.label}
    </option>
  );

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="mapping" />
      <FormErrors id={form.errorId} errors={form.errors?.map(translate)} />
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("mapping.caption")}</caption>
        <thead className="text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("mapping.column")}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t("mapping.field")}
            </th>
          </tr>
        </thead>
        <tbody>
          {columnList.map((column, index) => {
            const field = fieldList[index];
            if (!field) return null;
            return (
              <tr key={column.key} className="align-top">
                <td className="py-1 pr-3">
                  <Input
                    {...getInputProps(column, { type: "text" })}
                    key={column.key}
                    aria-label={t("mapping.columnLabel", { number: index + 1 })}
                    autoComplete="off"
                  />
                  <FieldErrors id={column.errorId} errors={column.errors?.map(translate)} />
                </td>
                <td className="py-1">
                  <Select
                    {...getSelectProps(field)}
                    key={field.key}
                    aria-label={t("mapping.fieldLabel", { number: index + 1 })}
                  >
                    <option value="">{t("mapping.skip")}</option>
                    {assetFields.map(fieldOption)}
                  </Select>
                  <FieldErrors id={field.errorId} errors={field.errors?.map(translate)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FieldHint id={`${form.id}-rows-hint`}>{t("mapping.rowsHint")}</FieldHint>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("mapping.match")} field={fields.match_field} translate={translate}>
          <Select
            {...getSelectProps(fields.match_field, {
              ariaDescribedBy: `${fields.match_field.id}-hint`,
            })}
            key={fields.match_field.key}
          >
            <option value="">{t("mapping.alwaysNew")}</option>
            {assetFields.map((field) => (
              <option key={field.key} value={field.key}>
                {field.label}
              </option>
            ))}
          </Select>
          <FieldHint id={`${fields.match_field.id}-hint`}>{t("mapping.matchHint")}</FieldHint>
        </FormField>
        <FormField label={t("mapping.delimiter")} field={fields.delimiter} translate={translate}>
          <Select {...getSelectProps(fields.delimiter)} key={fields.delimiter.key}>
            <option value="">{t("mapping.detect")}</option>
            {DELIMITER_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`mapping.delimiters.${name}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div>
        <Button type="submit">
          <Save aria-hidden="true" />
          {t("mapping.submit")}
        </Button>
      </div>
    </Form>
  );
}
