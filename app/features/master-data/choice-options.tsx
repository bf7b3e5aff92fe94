/**
 * The `<option>`s of a select of fixed values with translated names; with `placeholder`, an
 * empty first option, so that nothing is chosen by accident.
 */
export function ChoiceOptions({
  values,
  label,
  placeholder,
}: {
  values: readonly { value: string; label: string }[] | readonly string[];
  label?: (value: string) => string;
  placeholder?: string;
}) {
  return (
    <>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {values.map((item) => {
        const value = typeof item === "string" ? item : item.value;
        const text = typeof item === "string" ? (label?.(item) ?? item) : item.label;
        return (
          <option key={value} value={value}>
            {text}
          </option>
        );
      })}
    </>
  );
}
