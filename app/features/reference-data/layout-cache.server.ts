import type { RouterContextProvider } from "react-router";
import type { AssetTypeLayout } from "./field-layout";
import { type AssetType, loadAssetTypeLayout } from "./reference-data-api.server";

/** Layouts kept across requests, at most this many (the oldest goes first). */
const KEPT_LAYOUTS = 500;

/**
 * Layouts by type id and design version (decision 054). The version comes from the asset
 * types the page has just read, and moves with every change to a type's fields, form, table
 * or relationships, so a kept layout is never stale; a type id is a UUID of one tenant, and the
 * list it came from was read with the reader's own permissions.
 */
const kept = new Map<string, AssetTypeLayout>();

function keep(key: string, layout: AssetTypeLayout) {
  kept.delete(key);
  kept.set(key, layout);
  if (kept.size > KEPT_LAYOUTS) kept.delete(kept.keys().next().value as string);
}

/** The layout of `type` at its design version: kept, or read from the API once. */
export async function keptLayoutOf(
  context: Readonly<RouterContextProvider>,
  type: AssetType,
): Promise<AssetTypeLayout> {
  const key = `${type.id}@${type.design_version}`;
  const found = kept.get(key);
  if (found) return found;
  const layout = await loadAssetTypeLayout(context, type);
  keep(key, layout);
  return layout;
}

/**
 * Layouts of asset types, each asked for at most once per request: a page names linked entries
 * of several types, each by its own columns.
 */
export function layoutCache(context: Readonly<RouterContextProvider>, types: readonly AssetType[]) {
  const loaded = new Map<string, Promise<AssetTypeLayout | null>>();
  return (typeId: string) => {
    let layout = loaded.get(typeId);
    if (!layout) {
      const type = types.find((candidate) => candidate.id === typeId);
      layout = type ? keptLayoutOf(context, type) : Promise.resolve(null);
      loaded.set(typeId, layout);
    }
    return layout;
  };
}
