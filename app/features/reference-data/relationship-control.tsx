import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Combobox } from "~/components/ui/combobox";
import { FieldErrors } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";
import type { SelectedTypeData } from "./load-reference-data-page.server";
import { useComboboxLabels, usePickerSource } from "./picker-source";

type RelationshipData = SelectedTypeData["relationships"][number];

function ids(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" && value ? [value] : [];
}

/**
 * The entries a relationship links to. With JavaScript: a picker that searches the target
 * type as you type. Without: a select when the target has few entries, otherwise their names
 * typed (one per line for "has many"), matched by the action.
 */
export function RelationshipControl({
  relationship,
  linkMeta,
  textMeta,
  translate,
}: {
  relationship: RelationshipData;
  linkMeta: FieldMetadata<unknown>;
  textMeta: FieldMetadata<unknown>;
  translate: (message: string) => ReactNode;
}) {
  const { t } = useTranslation("reference-data");
  const hydrated = useHydrated();
  const labels = useComboboxLabels();
  const source = usePickerSource({ typeId: relationship.targetTypeId });
  const many = relationship.kind === "hasMany";
  const known = new Map(
    [...relationship.linked, ...(relationship.choices ?? [])].map((entry) => [
      entry.id,
      entry.label,
    ]),
  );
  const selectedIds = ids(linkMeta.initialValue);
  const typedText = typeof textMeta.initialValue === "string" ? textMeta.initialValue : undefined;
  const typed = !hydrated && relationship.choices === null;
  const meta = typed ? textMeta : linkMeta;
  const errors = [...(linkMeta.errors ?? []), ...(textMeta.errors ?? [])].map(translate);
  const invalid = errors.length > 0;
  const hintId = `${meta.id}-hint`;
  const hint = hydrated
    ? t("relationships.hints.search", { type: relationship.targetTypeName })
    : typed
      ? t(many ? "relationships.hints.typeMany" : "relationships.hints.typeOne", {
          type: relationship.targetTypeName,
        })
      : null;
  const describedBy =
    [invalid ? meta.errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;

  let control: ReactNode;
  if (hydrated) {
    control = (
      <Combobox
        id={meta.id}
        name={linkMeta.name}
        multiple={many}
        initial={selectedIds.map((id) => ({ value: id, label: known.get(id) ?? id }))}
        loadOptions={source}
        invalid={invalid}
        describedBy={describedBy}
        labels={labels}
      />
    );
  } else if (relationship.choices) {
    control = (
      <Select
        id={meta.id}
        name={linkMeta.name}
        multiple={many}
        defaultValue={many ? selectedIds : (selectedIds[0] ?? "")}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={many ? "h-auto py-1" : undefined}
      >
        {many ? null : <option value="">{t("form.none")}</option>}
        {relationship.choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </Select>
    );
  } else {
    const value = typedText ?? selectedIds.map((id) => known.get(id) ?? id).join("\n");
    const props = {
      id: meta.id,
      name: textMeta.name,
      defaultValue: value,
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy,
    };
    control = many ? <Textarea {...props} rows={3} /> : <Input {...props} />;
  }

  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={meta.id} className="text-sm font-medium">
        {relationship.label}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={errors} />
    </div>
  );
}
