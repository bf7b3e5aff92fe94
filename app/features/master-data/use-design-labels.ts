import { useTranslation } from "~/lib/use-translation";
import { type INDEX_KINDS, indexKindKey } from "./design-kinds";

/** The translated names of the designer's enumerations (spec section 3). */
export function useDesignLabels() {
  const { t } = useTranslation("master-data");
  const label = (group: string) => (value: string) =>
    (t as unknown as (key: string, options: { defaultValue: string }) => string)(
      `${group}.${value}`,
      { defaultValue: value },
    );
  return {
    dataType: label("dataTypes"),
    inputKind: label("inputKinds"),
    displayKind: label("displayKinds"),
    purpose: label("purposes"),
    relationKind: label("relationKinds"),
    indexStatus: label("indexStatuses"),
    indexKind: (kind: (typeof INDEX_KINDS)[number]) => t(`indexKinds.${indexKindKey[kind]}`),
  };
}
