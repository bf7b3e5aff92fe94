import { Combobox } from "~/components/ui/combobox";
import { Input } from "~/components/ui/input";
import { useComboboxLabels, usePickerSource } from "~/features/reference-data/picker-source";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A customer or product of the tenant's reference data, named by its code (customer number,
 * product code) as the API's orders name them. With JavaScript: the entry picker, searching as
 * you type and showing code and name. Without: the code typed, checked by the API.
 */
export function CodePicker({
  id,
  name,
  code,
  label,
  typeId,
  invalid,
  describedBy,
  disabled,
}: {
  id: string;
  name: string;
  code: string;
  /** How the chosen entry reads ("C-100 · De Groot"); the code alone when unknown. */
  label: string;
  typeId: string | null;
  invalid: boolean;
  describedBy?: string;
  disabled: boolean;
}) {
  const hydrated = useHydrated();
  const labels = useComboboxLabels();
  const source = usePickerSource({ typeId: typeId ?? "", value: "code" });
  if (hydrated && typeId && !disabled) {
    return (
      <Combobox
        id={id}
        name={name}
        initial={code ? [{ value: code, label: label || code }] : []}
        loadOptions={source}
        invalid={invalid}
        describedBy={describedBy}
        labels={labels}
      />
    );
  }
  return (
    <Input
      id={id}
      name={name}
      defaultValue={code}
      autoComplete="off"
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
