import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/** A GET form: the search lands in the URL, can be bookmarked and works without JavaScript. */
export function UserSearchForm({ search }: { search: string }) {
  const { t } = useTranslation("users");
  const id = useId();
  return (
    <Form method="get" role="search" className="flex max-w-xl gap-2">
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
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
