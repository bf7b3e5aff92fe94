import { SearchForm } from "~/components/ui/search-form";
import { useTranslation } from "~/lib/use-translation";

export function UserSearchForm({ search }: { search: string }) {
  const { t } = useTranslation("users");
  return (
    <SearchForm
      search={search}
      label={t("search.label")}
      placeholder={t("search.placeholder")}
      submitLabel={t("search.submit")}
    />
  );
}
