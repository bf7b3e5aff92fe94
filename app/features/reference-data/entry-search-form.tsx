import { SearchForm } from "~/components/ui/search-form";
import { useTranslation } from "~/lib/use-translation";

/** Searches the entries of one type, keeping the sort. */
export function EntrySearchForm({
  typeId,
  typeName,
  search,
  sort,
  order,
}: {
  typeId: string;
  typeName: string;
  search: string;
  sort: string;
  order: string;
}) {
  const { t } = useTranslation("reference-data");
  return (
    <SearchForm
      search={search}
      label={t("search.label", { type: typeName })}
      placeholder={t("search.placeholder")}
      submitLabel={t("search.submit")}
      keep={{ type: typeId, sort, order: sort ? order : "" }}
    />
  );
}
