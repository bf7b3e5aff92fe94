import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Combobox, type ComboboxOption } from "~/components/ui/combobox";
import { FieldErrors } from "~/components/ui/form-field";
import { Checkbox, Input, Select } from "~/components/ui/input";
import { RepeatableRows } from "~/components/ui/repeatable-rows";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import { listInputKinds, type PlacedField } from "./field-layout";
import { useComboboxLabels, usePickerSource } from "./picker-source";

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => String(item ?? ""));
  return value === undefined || value === null || value === "" ? [] : [String(value)];
}

type Hint = "pick" | "pickOrType" | "onePerLine" | "decimal" | "timeZone";

/** What to type, said under the control where the control alone does not tell. */
function hintFor(
  field: PlacedField,
  state: { hydrated: boolean; isList: boolean; hasOptions: boolean },
): Hint | null {
  if (state.isList) {
    if (field.kind === "advancedmultilineselect" && state.hydrated)
      return state.hasOptions ? "pick" : "pickOrType";
    if (field.kind === "advancedmultilineselect" && state.hasOptions) return null;
    return state.hydrated ? null : "onePerLine";
  }
  if (field.kind === "advancedselect" && state.hydrated && !state.hasOptions) return "pickOrType";
  if (field.kind === "decimal" || field.dataType === "decimal") return "decimal";
  if (field.kind === "datetime") return "timeZone";
  return null;
}

/** A field's label, control, hint and errors; the control is chosen by the input kind. */
export function EntryFieldControl({
  field,
  meta,
  typeId,
  translate,
}: {
  field: PlacedField;
  meta: FieldMetadata<unknown>;
  typeId: string;
  translate: (message: string) => ReactNode;
}) {
  const { t } = useTranslation("reference-data");
  const hydrated = useHydrated();
  const comboboxLabels = useComboboxLabels();
  const fieldValues = usePickerSource({ typeId, field: field.key });
  const errors = meta.errors?.map(translate);
  const hintId = `${meta.id}-hint`;
  const invalid = Boolean(errors?.length);
  const isList = listInputKinds.has(field.kind) || field.dataType === "array";
  const enumOptions = field.options;
  const hint = hintFor(field, { hydrated, isList, hasOptions: enumOptions.length > 0 });
  const describedBy =
    [invalid ? meta.errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const initial = meta.initialValue as unknown;
  const text = typeof initial === "string" ? initial : undefined;
  const common = {
    id: meta.id,
    name: meta.name,
    required: field.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
  const label = (
    <>
      {field.label}
      {field.required ? <span className="text-muted-foreground"> {t("form.required")}</span> : null}
    </>
  );

  if (field.kind === "checkbox") {
    return (
      <div className="flex flex-col justify-end gap-1.5 pb-2">
        <label htmlFor={meta.id} className="flex items-center gap-2 text-sm font-medium">
          <Checkbox
            id={meta.id}
            name={meta.name}
            defaultChecked={initial === "on" || initial === true}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? meta.errorId : undefined}
          />
          {field.label}
        </label>
        <FieldErrors id={meta.errorId} errors={errors} />
      </div>
    );
  }

  let control: ReactNode;
  const localOptions = (query: string) =>
    Promise.resolve(
      enumOptions
        .filter((option) => option.toLowerCase().includes(query.toLowerCase()))
        .map((option): ComboboxOption => ({ value: option, label: option })),
    );

  if (isList) {
    const items = asList(initial);
    const picker = field.kind === "advancedmultilineselect";
    if (picker && enumOptions.length && !hydrated) {
      control = (
        <Select {...common} multiple defaultValue={items} className="h-auto py-1">
          {enumOptions.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </Select>
      );
    } else if (picker && hydrated) {
      control = (
        <Combobox
          id={meta.id}
          name={meta.name}
          multiple
          freeText={!enumOptions.length}
          initial={items.map((item) => ({ value: item, label: item }))}
          loadOptions={enumOptions.length ? localOptions : fieldValues}
          invalid={invalid}
          describedBy={describedBy}
          labels={comboboxLabels}
        />
      );
    } else if (hydrated) {
      control = (
        <RepeatableRows
          id={meta.id}
          name={meta.name}
          initial={items}
          invalid={invalid}
          describedBy={describedBy}
          labels={{
            row: (number) => t("form.rows.row", { field: field.label, number }),
            remove: (number) => t("form.rows.remove", { field: field.label, number }),
            add: t("form.rows.add"),
          }}
        />
      );
    } else {
      control = <Textarea {...common} defaultValue={items.join("\n")} rows={4} />;
    }
  } else if (field.kind === "textarea") {
    control = <Textarea {...common} defaultValue={text} rows={3} />;
  } else if (
    (field.kind === "select" || field.kind === "selectvalue" || field.kind === "advancedselect") &&
    enumOptions.length
  ) {
    control =
      field.kind === "advancedselect" && hydrated ? (
        <Combobox
          id={meta.id}
          name={meta.name}
          freeText
          initial={text ? [{ value: text, label: text }] : []}
          loadOptions={localOptions}
          invalid={invalid}
          describedBy={describedBy}
          labels={comboboxLabels}
        />
      ) : (
        <Select {...common} defaultValue={text ?? ""}>
          <option value="">{t("form.none")}</option>
          {enumOptions.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </Select>
      );
  } else if (field.kind === "advancedselect" && hydrated) {
    control = (
      <Combobox
        id={meta.id}
        name={meta.name}
        freeText
        initial={text ? [{ value: text, label: text }] : []}
        loadOptions={fieldValues}
        invalid={invalid}
        describedBy={describedBy}
        labels={comboboxLabels}
      />
    );
  } else {
    const byKind: Record<string, { type: string; inputMode?: "numeric" | "decimal" }> = {
      date: { type: "date" },
      time: { type: "time" },
      datetime: { type: "datetime-local" },
      integer: { type: "text", inputMode: "numeric" },
      decimal: { type: "text", inputMode: "decimal" },
    };
    const input = byKind[field.kind] ?? { type: "text" };
    control = <Input {...common} {...input} defaultValue={text} />;
  }

  return (
    <div
      className={
        isList || field.kind === "textarea"
          ? "flex flex-col gap-1.5 sm:col-span-2"
          : "flex flex-col gap-1.5"
      }
    >
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {t(`form.hints.${hint}`)}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={errors} />
    </div>
  );
}
