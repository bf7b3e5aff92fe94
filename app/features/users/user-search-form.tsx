import { useTranslation } from "react-i18next";
import { SearchForm } from "~/components/ui/search-form";

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
