import { Link } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { withParams } from "./entry-list-query";
import type { LinkedEntry, SelectedTypeData } from "./load-reference-data-page.server";

const entryLink = (entry: LinkedEntry) =>
  withParams(new URLSearchParams(), { type: entry.typeId, entry: entry.id });

/**
 * The entry's links both ways: what it links to along each relationship, and which entries
 * link to it (named as the relationship is seen from this side).
 */
export function EntryLinksList({ selected }: { selected: SelectedTypeData }) {
  const { t } = useTranslation("reference-data");
  const outgoing = selected.relationships.filter((relationship) => relationship.linked.length);
  const incoming = new Map<string, LinkedEntry[]>();
  for (const link of selected.linkedFrom) {
    incoming.set(link.label, [...(incoming.get(link.label) ?? []), link.entry]);
  }
  const groups = [
    ...outgoing.map((relationship) => ({
      label: relationship.label,
      entries: relationship.linked,
    })),
    ...[...incoming].map(([label, entries]) => ({ label, entries })),
  ];

  if (groups.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("links.none")}</p>;
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {groups.map((group) => (
        <div key={group.label} className="contents">
          <dt className="text-sm font-medium">{group.label}</dt>
          <dd>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <Link
                    to={entryLink(entry)}
                    className="text-primary underline-offset-2 hover:underline"
                  >
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
