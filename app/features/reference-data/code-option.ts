import type { ComboboxOption } from "~/components/ui/combobox";
import { entryValueText } from "./field-layout";
import type { CodePurpose } from "./picker-source";

/** An AI field of an asset type (decision 006) as the key of the entries' values it reads. */
export type AiFieldKey = { purpose: string; key: string };

/** What names an entry beside its code: a product's description, a customer's name. */
const describingPurposes = new Set(["description", "name"]);

/**
 * An entry as a code picker offers it: its value is the AI field of `purpose` (the product code
 * or customer number the extraction matches and puts in an order, whichever column the table
 * shows first), its detail the first AI description or name it has. Fields are taken in the
 * order given (the asset type's field order), as the extraction's catalogue takes them. Null for
 * an entry without a code: the extraction cannot match it either.
 */
export function codeOption(
  values: Record<string, unknown>,
  aiFields: readonly AiFieldKey[],
  purpose: CodePurpose,
): ComboboxOption | null {
  const first = (wanted: (purpose: string) => boolean) =>
    aiFields
      .filter((field) => wanted(field.purpose))
      .map((field) => entryValueText(values[field.key]))
      .find((text) => text !== "") ?? "";
  const code = first((candidate) => candidate === purpose);
  if (!code) return null;
  const detail = first((candidate) => describingPurposes.has(candidate));
  return detail ? { value: code, label: code, detail } : { value: code, label: code };
}
