import { useCallback } from "react";
import type { ComboboxOption } from "~/components/ui/combobox";
import { useTranslation } from "~/lib/use-translation";

/**
 * The AI field purposes that name an entry the way orders do: a product's `code`, a customer's
 * `number` (what the extraction matches and puts in the order).
 */
export type CodePurpose = "code" | "number";

/**
 * Options of a picker, asked of /reference-data/options as the user types: entries of a type
 * (for a relationship, or by code for an order's customer and products), or the values a field
 * already holds (for a list of values).
 */
export function usePickerSource({
  typeId,
  field,
  value,
}: {
  typeId: string;
  field?: string;
  /** An entry's value is its AI field of this purpose, not its id (load-entry-options.server.ts). */
  value?: CodePurpose;
}) {
  return useCallback(
    async (query: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
      const params = new URLSearchParams({ type: typeId, q: query });
      if (field) params.set("field", field);
      if (value) params.set("value", value);
      const response = await fetch(`/reference-data/options?${params}`, {
        signal,
        headers: { Accept: "application/json" },
      });
      if (!response.ok) return [];
      const body = (await response.json()) as { options?: ComboboxOption[] };
      return body.options ?? [];
    },
    [typeId, field, value],
  );
}

export function useComboboxLabels() {
  const { t } = useTranslation("reference-data");
  return {
    remove: (label: string) => t("picker.remove", { label }),
    noResults: t("picker.noResults"),
    results: (count: number) => t("picker.results", { count }),
    selected: t("picker.selected"),
  };
}
