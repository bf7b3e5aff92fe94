import { Search } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/**
 * A GET form: the search lands in the URL (with `keep`, such as the sort, starting at page 1),
 * can be bookmarked and works without JavaScript.
 */
export function SearchForm({
  search,
  label,
  placeholder,
  submitLabel,
  keep = {},
}: {
  search: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  keep?: Record<string, string>;
}) {
  const id = useId();
  return (
    <Form method="get" role="search" className="flex max-w-xl gap-2">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        name="search"
        defaultValue={search}
        key={search}
        placeholder={placeholder}
      />
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" />
        {submitLabel}
      </Button>
    </Form>
  );
}
