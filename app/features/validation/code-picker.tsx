import { useId } from "react";
import { Combobox } from "~/components/ui/combobox";
import { Input } from "~/components/ui/input";
import {
  type CodePurpose,
  useComboboxLabels,
  usePickerSource,
} from "~/features/reference-data/picker-source";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A customer or product of the tenant's reference data, named by its code (customer number,
 * product code): the value of the field the AI matches it on (`purpose`), as the API's orders
 * name it. With JavaScript: the entry picker, searching as you type. Without: the code typed,
 * checked by the API. Either way the chosen entry's name or description is shown under the code
 * in full, wrapping, so that it can be recognised.
 */
export function CodePicker({
  id,
  name,
  code,
  description,
  purpose,
  typeId,
  invalid,
  describedBy,
  disabled,
}: {
  id: string;
  name: string;
  code: string;
  /** The chosen entry's name or description, when known. */
  description: string | null;
  purpose: CodePurpose;
  typeId: string | null;
  invalid: boolean;
  describedBy?: string;
  disabled: boolean;
}) {
  const hydrated = useHydrated();
  const labels = useComboboxLabels();
  const source = usePickerSource({ typeId: typeId ?? "", value: purpose });
  const descriptionId = useId();
  if (hydrated && typeId && !disabled) {
    return (
      <Combobox
        id={id}
        name={name}
        initial={code ? [{ value: code, label: code, detail: description ?? undefined }] : []}
        loadOptions={source}
        invalid={invalid}
        describedBy={describedBy}
        labels={labels}
      />
    );
  }
  const describedByAll = [describedBy, description ? descriptionId : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      <Input
        id={id}
        name={name}
        defaultValue={code}
        autoComplete="off"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByAll || undefined}
      />
      {description ? (
        <p id={descriptionId} className="text-xs break-words text-muted-foreground">
          {description}
        </p>
      ) : null}
    </>
  );
}
