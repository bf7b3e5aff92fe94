import type { RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { entryLabel } from "./field-layout";
import { layoutCache } from "./layout-cache.server";
import { listAssetTypes, listEntries } from "./reference-data-api.server";

export type EntryOption = { value: string; label: string };

const optionLimit = 10;

/**
 * GET /reference-data/options?type={id}&q={text}: what a picker offers as the user types.
 * Without `field`, entries of the type (value: the entry's id), for a relationship; with
 * `field={key}`, the values that field already holds in matching entries, for a list of values.
 * With `value=code`, an entry's value is its first column (a customer number, a product code)
 * instead of its id: for forms that name entries the way the API's orders do.
 */
export async function loadEntryOptions({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "read:reference_data");
  const params = new URL(request.url).searchParams;
  const query = params.get("q")?.trim().slice(0, 200) ?? "";
  const field = params.get("field");
  const types = await listAssetTypes(context);
  const layout = await layoutCache(context, types)(params.get("type") ?? "");
  if (!layout) return Response.json({ options: [], total: 0 }, { status: 404 });

  const page = await listEntries(context, layout.type.id, {
    search: query || undefined,
    sort: field ?? layout.columns[0]?.key,
    perPage: field ? 50 : optionLimit,
  });
  let options: EntryOption[];
  if (field) {
    const needle = query.toLowerCase();
    const seen = new Set<string>();
    options = [];
    for (const entry of page.data) {
      const raw = entry.values[field];
      for (const item of Array.isArray(raw) ? raw : raw == null ? [] : [raw]) {
        const text = String(item);
        if (!text.toLowerCase().includes(needle) || seen.has(text)) continue;
        seen.add(text);
        options.push({ value: text, label: text });
      }
    }
    options = options.slice(0, optionLimit);
  } else {
    const codeKey = params.get("value") === "code" ? layout.columns[0]?.key : undefined;
    options = page.data.map((entry) => ({
      value: codeKey ? String(entry.values[codeKey] ?? "") : entry.id,
      label: entryLabel(layout, entry.values) || entry.id,
    }));
  }
  return Response.json(
    { options, total: field ? options.length : page.meta.total },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
