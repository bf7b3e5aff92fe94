import { data, type RouterContextProvider } from "react-router";
import { can } from "~/features/identity/current-user";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { readEntryListQuery } from "./entry-list-query";
import { entryLabel } from "./field-layout";
import { layoutCache } from "./layout-cache.server";
import { findEntry, getEntry, listAssetTypes, listEntries } from "./reference-data-api.server";

/** Without JavaScript a relationship is picked from a plain select up to this many entries. */
export const selectableEntries = 50;

export type LinkedEntry = { id: string; typeId: string; label: string };

/**
 * /reference-data: the tenant's asset types, one page of the chosen type's entries (search,
 * sort and page from the URL), and the entry being edited (`&entry={id}`) or added (`&new=1`),
 * with what it links to and what links to it.
 */
export async function loadReferenceDataPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const user = requirePermission(context, "read:reference_data");
  const t = getInstance(context).t;
  const canWrite = can(user, "write:reference_data");
  const params = url.searchParams;
  const types = await listAssetTypes(context);
  const base = { title: t("reference-data:title"), types, canWrite };
  const typeId = params.get("type") ?? types[0]?.id;
  if (!typeId) return { ...base, selected: null };
  const type = types.find((candidate) => candidate.id === typeId);
  if (!type) throw data(t("reference-data:errors.typeNotFound"), { status: 404 });

  const layoutOf = layoutCache(context, types);
  const layout = await layoutOf(type.id);
  if (!layout) throw data(t("reference-data:errors.typeNotFound"), { status: 404 });
  const query = readEntryListQuery(params);
  const sortable = layout.columns.some((column) => column.key === query.sort);
  const entryId = params.get("entry");

  const [entries, entry] = await Promise.all([
    listEntries(context, type.id, {
      search: query.search || undefined,
      sort: sortable ? query.sort : undefined,
      order: query.order,
      page: query.page,
    }),
    entryId ? getEntry(context, type.id, entryId) : null,
  ]);
  const creating = canWrite && !entry && params.get("new") === "1";

  const labelled = async (typeId: string, ids: readonly string[]): Promise<LinkedEntry[]> => {
    const targetLayout = await layoutOf(typeId);
    const found = await Promise.all(ids.map((id) => findEntry(context, typeId, id)));
    return found.flatMap((linked) =>
      linked && targetLayout
        ? [{ id: linked.id, typeId, label: entryLabel(targetLayout, linked.values) || linked.id }]
        : [],
    );
  };

  // Each relationship: what the entry links to, and, for the form without JavaScript, every
  // entry it could link to when there are few enough for a select.
  const relationships = await Promise.all(
    layout.relationships.map(async (relationship) => {
      const targetLayout = await layoutOf(relationship.targetTypeId);
      const linked = await labelled(
        relationship.targetTypeId,
        entry?.links?.[relationship.key] ?? [],
      );
      let choices: LinkedEntry[] | null = null;
      if (canWrite && (entry || creating) && targetLayout) {
        const page = await listEntries(context, relationship.targetTypeId, {
          // in the API's default order: by name or code (decision 034)
          perPage: selectableEntries,
        });
        if (page.meta.total <= selectableEntries) {
          choices = page.data.map((choice) => ({
            id: choice.id,
            typeId: relationship.targetTypeId,
            label: entryLabel(targetLayout, choice.values) || choice.id,
          }));
        }
      }
      return {
        ...relationship,
        targetTypeName: targetLayout?.type.name ?? "",
        linked,
        choices,
      };
    }),
  );

  // What links to the entry, grouped by the relationship's name seen from this side.
  const linkedFrom = entry
    ? await Promise.all(
        (entry.linked_from ?? []).map(async (link) => ({
          label: link.label,
          entry: (await labelled(link.asset_type_id, [link.source_entry_id]))[0] ?? null,
        })),
      )
    : [];

  return {
    ...base,
    selected: {
      layout,
      query,
      entries,
      entry: entry ? { ...entry, label: entryLabel(layout, entry.values) || entry.id } : null,
      missingEntryId: entryId && !entry ? entryId : null,
      creating,
      relationships,
      linkedFrom: linkedFrom.flatMap((link) =>
        link.entry ? [{ label: link.label, entry: link.entry }] : [],
      ),
    },
  };
}

export type ReferenceDataPageData = Awaited<ReturnType<typeof loadReferenceDataPage>>;
export type SelectedTypeData = NonNullable<ReferenceDataPageData["selected"]>;
