import { Play, RefreshCw, Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { errorProps, type ImportsActionData, resultOf } from "./form-result";
import { delimiters, fileEncodings } from "./import-options";
import type { SelectedImport } from "./load-imports-page.server";

/** A CSV's encoding and delimiter: choosing others reads the file again and maps it anew. */
export function FileSettingsForm({
  selected,
  actionData,
}: {
  selected: SelectedImport;
  actionData: ImportsActionData;
}) {
  const { t } = useTranslation("imports");
  const result = resultOf(actionData, "reread");
  const encoding = result?.values.encoding || selected.encoding || "UTF-8";
  const delimiter = result?.values.delimiter || selected.delimiter || "semicolon";

  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="reread" />
      <input type="hidden" name="import" value={selected.id} />
      <FormErrors id="reread-errors" errors={result?.formErrors} />
      <p id="reread-hint" className="text-sm text-muted-foreground">
        {t("settings.hint")}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="reread-encoding" className="text-sm font-medium">
            {t("settings.encoding")}
          </label>
          <Select
            id="reread-encoding"
            name="encoding"
            defaultValue={encoding}
            className="w-48"
            {...errorProps(result, "encoding", "reread-encoding-errors")}
          >
            {fileEncodings.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
          <FieldErrors id="reread-encoding-errors" errors={result?.fieldErrors.encoding} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="reread-delimiter" className="text-sm font-medium">
            {t("settings.delimiter")}
          </label>
          <Select
            id="reread-delimiter"
            name="delimiter"
            defaultValue={delimiter}
            className="w-48"
            {...errorProps(result, "delimiter", "reread-delimiter-errors")}
          >
            {Object.keys(delimiters).map((name) => (
              <option key={name} value={name}>
                {t(`settings.delimiters.${name as keyof typeof delimiters}`)}
              </option>
            ))}
          </Select>
          <FieldErrors id="reread-delimiter-errors" errors={result?.fieldErrors.delimiter} />
        </div>
        <Button type="submit" variant="secondary" aria-describedby="reread-hint">
          <RefreshCw aria-hidden="true" />
          {t("settings.submit")}
        </Button>
      </div>
    </Form>
  );
}

/**
 * A select per column of the file (with its first values beside it), the field rows are
 * matched on, and Save or Start. Without JavaScript the fields to match on are those of the
 * saved mapping; with it they follow the selects.
 */
export function MappingForm({
  selected,
  actionData,
  canWrite,
}: {
  selected: SelectedImport;
  actionData: ImportsActionData;
  canWrite: boolean;
}) {
  const { t } = useTranslation("imports");
  const result = resultOf(actionData, "save", "start");
  const initial = selected.columns.map((_, index) =>
    result ? (result.values[`mapping.${index}`] ?? "") : (selected.mapping[index] ?? ""),
  );
  const [mapping, setMapping] = useState(initial);
  const [matchField, setMatchField] = useState(
    result ? (result.values.match_field ?? "") : (selected.match_field ?? ""),
  );
  const mappedFields = selected.fields.filter((field) => mapping.includes(field.key));
  const labelOf = (key: string | null) =>
    selected.fields.find((field) => field.key === key)?.label ?? key ?? "";
  const mappingErrors = [...(result?.formErrors ?? []), ...(result?.fieldErrors.mapping ?? [])];

  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="import" value={selected.id} />
      <FormErrors id="mapping-errors" errors={mappingErrors} />
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {t("mapping.caption", { file: selected.file_name })}
          </caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("mapping.column")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("mapping.preview")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("mapping.field")}
              </th>
            </tr>
          </thead>
          <tbody>
            {selected.columns.map((header, index) => {
              const name = `mapping.${index}`;
              const errorId = `mapping-${index}-errors`;
              const values = selected.preview.map((row) => row[index] ?? "");
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are known by their place
                <tr key={index} className="border-t border-border align-top">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {header || t("mapping.unnamed", { number: index + 1 })}
                  </th>
                  <td className="px-3 py-2">
                    <ul className="flex flex-col gap-0.5 text-muted-foreground">
                      {values.map((value, row) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity
                        <li key={row} className="max-w-72 truncate" title={value}>
                          {value || <span aria-hidden="true">—</span>}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-3 py-2">
                    {canWrite ? (
                      <>
                        <Select
                          name={name}
                          aria-label={t("mapping.fieldFor", { column: header || index + 1 })}
                          value={mapping[index] ?? ""}
                          onChange={(event) => {
                            const next = [...mapping];
                            next[index] = event.target.value;
                            setMapping(next);
                            if (matchField && !next.includes(matchField)) setMatchField("");
                          }}
                          className="min-w-52"
                          {...errorProps(result, name, errorId)}
                        >
                          <option value="">{t("mapping.skip")}</option>
                          {selected.fields.map((field) => (
                            <option key={field.key} value={field.key}>
                              {field.required
                                ? t("mapping.requiredField", { field: field.label })
                                : field.label}
                            </option>
                          ))}
                        </Select>
                        <FieldErrors id={errorId} errors={result?.fieldErrors[name]} />
                      </>
                    ) : (
                      <span>{mapping[index] ? labelOf(mapping[index]) : t("mapping.skipped")}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {canWrite ? (
        <>
          <div className="flex max-w-md flex-col gap-1.5">
            <label htmlFor="match-field" className="text-sm font-medium">
              {t("mapping.match")}
            </label>
            <Select
              id="match-field"
              name="match_field"
              value={matchField}
              onChange={(event) => setMatchField(event.target.value)}
              {...errorProps(result, "match_field", "match-field-errors")}
              aria-describedby={
                result?.fieldErrors.match_field?.length
                  ? "match-field-errors match-field-hint"
                  : "match-field-hint"
              }
            >
              <option value="">{t("mapping.alwaysNew")}</option>
              {mappedFields.map((field) => (
                <option key={field.key} value={field.key}>
                  {field.label}
                </option>
              ))}
              {matchField && !mappedFields.some((field) => field.key === matchField) ? (
                <option value={matchField}>{labelOf(matchField)}</option>
              ) : null}
            </Select>
            <p id="match-field-hint" className="text-sm text-muted-foreground">
              {t("mapping.matchHint")}
            </p>
            <FieldErrors id="match-field-errors" errors={result?.fieldErrors.match_field} />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" variant="secondary">
              <Save aria-hidden="true" />
              {t("mapping.save")}
            </Button>
            <Button type="submit" name="intent" value="start">
              <Play aria-hidden="true" />
              {t("mapping.start")}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm">
          {t("mapping.matchReadOnly", {
            field: matchField ? labelOf(matchField) : t("mapping.alwaysNew"),
          })}
        </p>
      )}
    </Form>
  );
}
