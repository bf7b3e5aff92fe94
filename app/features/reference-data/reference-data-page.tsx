import type { SubmissionResult } from "@conform-to/react";
import { Database, Plus, SearchX, Upload } from "lucide-react";
import { Link, useLocation, useSearchParams } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import { DeleteEntryForm } from "./delete-entry-form";
import { EntriesTable } from "./entries-table";
import { EntryForm } from "./entry-form";
import { EntryLinksList } from "./entry-links-list";
import { withParams } from "./entry-list-query";
import { EntrySearchForm } from "./entry-search-form";
import type { ReferenceDataPageData, SelectedTypeData } from "./load-reference-data-page.server";
import type { EntryFormIntent } from "./reference-data-action.server";

type ActionData =
  | { intent: EntryFormIntent | null; result: SubmissionResult<string[]> }
  | undefined;

/** /reference-data: the asset types as tabs, the chosen type's entries, and an entry's editor. */
export function ReferenceDataPage({
  data,
  actionData,
}: {
  data: ReferenceDataPageData;
  actionData: ActionData;
}) {
  const { t } = useTranslation("reference-data");
  const { selected } = data;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>
      {data.types.length === 0 || !selected ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <Database aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">{t("types.none")}</p>
        </Card>
      ) : (
        <>
          <nav aria-label={t("types.label")}>
            <ul className="flex flex-wrap gap-1 border-b border-border">
              {data.types.map((type) => {
                const current = type.id === selected.layout.type.id;
                return (
                  <li key={type.id}>
                    <Link
                      to={withParams(new URLSearchParams(), { type: type.id })}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "-mb-px inline-flex border-b-2 px-3 py-2 text-sm font-medium",
                        current
                          ? "border-primary text-foreground"
                          : "border-transparent text-muted-foreground hover:text-foreground",
                      )}
                    >
                      {type.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <EntryEditor selected={selected} canWrite={data.canWrite} actionData={actionData} />
          <EntryList selected={selected} canWrite={data.canWrite} />
        </>
      )}
    </div>
  );
}

function EntryEditor({
  selected,
  canWrite,
  actionData,
}: {
  selected: SelectedTypeData;
  canWrite: boolean;
  actionData: ActionData;
}) {
  const { t } = useTranslation("reference-data");
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { entry, layout } = selected;
  const resultFor = (intent: EntryFormIntent) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const closeLink = withParams(searchParams, { entry: null, new: null });
  const close = (
    <Link to={closeLink} className={buttonClassName({ variant: "ghost", size: "sm" })}>
      {t("edit.close")}
    </Link>
  );

  if (selected.missingEntryId) {
    return (
      <Card role="status" className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="text-sm">{t("edit.missing")}</p>
        {close}
      </Card>
    );
  }
  if (!entry && !selected.creating) return null;
  const heading = entry
    ? canWrite
      ? t("edit.heading", { name: entry.label })
      : t("edit.viewHeading", { name: entry.label })
    : t("create.heading", { type: layout.type.name });

  return (
    <section id="entry-editor" aria-labelledby="entry-editor-heading" className="scroll-mt-20">
      <Card className="flex flex-col gap-6 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="entry-editor-heading" className="text-lg font-semibold">
              {heading}
            </h2>
            <p className="text-sm text-muted-foreground">{layout.type.name}</p>
          </div>
          {close}
        </div>
        {canWrite ? (
          <EntryForm
            key={`${entry?.id ?? "new"}-${location.key}`}
            selected={selected}
            lastResult={resultFor("save")}
          />
        ) : entry ? (
          <EntryDetails selected={selected} />
        ) : null}
        {entry ? (
          <section aria-labelledby="entry-links-heading" className="border-t border-border pt-5">
            <h3 id="entry-links-heading" className="mb-2 font-semibold">
              {t("links.heading")}
            </h3>
            <EntryLinksList selected={selected} />
          </section>
        ) : null}
        {entry && canWrite ? (
          <section aria-labelledby="delete-entry-heading" className="border-t border-border pt-5">
            <h3 id="delete-entry-heading" className="mb-2 font-semibold">
              {t("delete.heading")}
            </h3>
            <DeleteEntryForm
              key={`${entry.id}-${location.key}`}
              typeId={layout.type.id}
              entryId={entry.id}
              name={entry.label}
              lastResult={resultFor("delete")}
            />
          </section>
        ) : null}
      </Card>
    </section>
  );
}

/** Read-only: every form field's value, for those who may look but not change. */
function EntryDetails({ selected }: { selected: SelectedTypeData }) {
  const { t } = useTranslation("reference-data");
  const { entry, layout } = selected;
  if (!entry) return null;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {layout.formFields.map((field) => {
        const value = entry.values[field.key];
        const shown =
          value === null || value === undefined || value === ""
            ? t("values.empty")
            : Array.isArray(value)
              ? value.join(", ")
              : typeof value === "boolean"
                ? value
                  ? t("values.yes")
                  : t("values.no")
                : String(value);
        return (
          <div key={field.key}>
            <dt className="text-sm text-muted-foreground">{field.label}</dt>
            <dd className="text-sm whitespace-pre-line">{shown}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function EntryList({ selected, canWrite }: { selected: SelectedTypeData; canWrite: boolean }) {
  const { t } = useTranslation("reference-data");
  const [searchParams] = useSearchParams();
  const { layout, entries, query } = selected;
  const typeName = layout.type.name;

  return (
    <section aria-labelledby="entries-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="entries-heading" className="text-lg font-semibold">
          {t("list.heading", { type: typeName })}
        </h2>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Link
              to={`/reference-data/imports?type=${encodeURIComponent(layout.type.id)}`}
              className={buttonClassName({ variant: "secondary", size: "sm" })}
            >
              <Upload aria-hidden="true" />
              {t("create.import")}
            </Link>
            <Link
              to={`${withParams(searchParams, { new: "1", entry: null })}#entry-editor`}
              className={buttonClassName({ size: "sm" })}
            >
              <Plus aria-hidden="true" />
              {t("create.open")}
            </Link>
          </div>
        ) : null}
      </div>
      <EntrySearchForm
        typeId={layout.type.id}
        typeName={typeName}
        search={query.search}
        sort={query.sort}
        order={query.order}
      />
      {layout.columns.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("list.noColumns")}</p>
      ) : null}
      {entries.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <SearchX aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">
            {query.search
              ? t("list.noMatches", { search: query.search })
              : t("list.empty", { type: typeName })}
          </p>
        </Card>
      ) : (
        <EntriesTable selected={selected} canWrite={canWrite} />
      )}
      <Pagination
        label={t("pagination.label", { type: typeName })}
        page={entries.meta.current_page}
        lastPage={entries.meta.last_page}
        search={searchParams}
        summary={t("pagination.summary", {
          page: entries.meta.current_page,
          lastPage: entries.meta.last_page,
          count: entries.meta.total,
        })}
        previousLabel={t("pagination.previous")}
        nextLabel={t("pagination.next")}
      />
    </section>
  );
}
