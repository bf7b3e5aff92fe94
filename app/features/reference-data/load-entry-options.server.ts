import type { RouterContextProvider } from "react-router";
import type { ComboboxOption } from "~/components/ui/combobox";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { codeOption } from "./code-option";
import { entryLabel } from "./field-layout";
import { keptLayoutOf } from "./layout-cache.server";
import type { CodePurpose } from "./picker-source";
import {
  type AssetType,
  listAiFieldKeys,
  listAssetTypes,
  listEntries,
} from "./reference-data-api.server";

export type EntryOption = ComboboxOption;

type Context = Readonly<RouterContextProvider>;

const optionLimit = 10;

const isCodePurpose = (value: string | null): value is CodePurpose =>
  value === "code" || value === "number";

/**
 * GET /reference-data/options?type={id}&q={text}: what a picker offers as the user types.
 * Without `field`, entries of the type (value: the entry's id), for a relationship; with
 * `field={key}`, the values that field already holds in matching entries, for a list of values.
 * With `value=code` or `value=number`, an entry's value is its AI field of that purpose (a
 * product code, a customer number: what the extraction matches and writes in an order, whichever
 * column the table shows first) instead of its id, for forms that name entries the way the API's
 * orders do.
 */
export async function loadEntryOptions({ url, context }: { url: URL; context: Context }) {
  requirePermission(context, "read:reference_data");
  const params = url.searchParams;
  const query = params.get("q")?.trim().slice(0, 200) ?? "";
  const field = params.get("field");
  const purpose = params.get("value");
  const typeId = params.get("type") ?? "";
  const type = (await listAssetTypes(context)).find((candidate) => candidate.id === typeId);
  if (!type) return Response.json({ options: [], total: 0 }, { status: 404 });

  const found = field
    ? await fieldValueOptions(context, typeId, field, query)
    : isCodePurpose(purpose)
      ? await codeOptions(context, typeId, purpose, query)
      : await entryOptions(context, type, query);
  return Response.json(found, { headers: { "Cache-Control": "private, no-store" } });
}

/** The values `field` already holds in matching entries (a list of values). */
async function fieldValueOptions(context: Context, typeId: string, field: string, query: string) {
  const page = await listEntries(context, typeId, {
    search: query || undefined,
    sort: field,
    perPage: 50,
  });
  const needle = query.toLowerCase();
  const seen = new Set<string>();
  const options: EntryOption[] = [];
  for (const entry of page.data) {
    const raw = entry.values[field];
    for (const item of Array.isArray(raw) ? raw : raw == null ? [] : [raw]) {
      const text = String(item);
      if (!text.toLowerCase().includes(needle) || seen.has(text)) continue;
      seen.add(text);
      options.push({ value: text, label: text });
    }
  }
  const limited = options.slice(0, optionLimit);
  return { options: limited, total: limited.length };
}

/** Matching entries by their code (AI field of `purpose`), sorted by it. */
async function codeOptions(context: Context, typeId: string, purpose: CodePurpose, query: string) {
  const aiFields = await listAiFieldKeys(context, typeId);
  const codeKey = aiFields.find((aiField) => aiField.purpose === purpose)?.key;
  // A type without that AI field has no codes to offer: the extraction could not match it.
  if (!codeKey) return { options: [], total: 0 };
  const page = await listEntries(context, typeId, {
    search: query || undefined,
    sort: codeKey,
    perPage: optionLimit,
  });
  const options = page.data.flatMap((entry) => codeOption(entry.values, aiFields, purpose) ?? []);
  return { options, total: page.meta.total };
}

/** Matching entries by id, named by their columns (a relationship). */
async function entryOptions(context: Context, type: AssetType, query: string) {
  const layout = await keptLayoutOf(context, type);
  const page = await listEntries(context, type.id, {
    search: query || undefined,
    sort: layout.columns[0]?.key,
    perPage: optionLimit,
  });
  const options: EntryOption[] = page.data.map((entry) => ({
    value: entry.id,
    label: entryLabel(layout, entry.values) || entry.id,
  }));
  return { options, total: page.meta.total };
}
