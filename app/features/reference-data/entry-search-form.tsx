import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/**
 * A GET form: the search lands in the URL with the type and the sort, starting at page 1; it
 * can be bookmarked and works without JavaScript.
 */
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
  const id = useId();
  return (
    <Form method="get" role="search" className="flex max-w-xl gap-2">
      <input type="hidden" name="type" value={typeId} />
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}
      {sort ? <input type="hidden" name="order" value={order} /> : null}
      <label htmlFor={id} className="sr-only">
        {t("search.label", { type: typeName })}
      </label>
      <Input
        id={id}
        type="search"
        name="search"
        defaultValue={search}
        key={search}
        placeholder={t("search.placeholder")}
      />
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" />
        {t("search.submit")}
      </Button>
    </Form>
  );
}
