import type { RouterContextProvider } from "react-router";
import type { AssetTypeLayout } from "./field-layout";
import { type AssetType, loadAssetTypeLayout } from "./reference-data-api.server";

/**
 * Layouts of asset types, each loaded at most once per request: a page names linked entries
 * of several types, each by its own columns.
 */
export function layoutCache(context: Readonly<RouterContextProvider>, types: readonly AssetType[]) {
  const loaded = new Map<string, Promise<AssetTypeLayout | null>>();
  return (typeId: string) => {
    let layout = loaded.get(typeId);
    if (!layout) {
      const type = types.find((candidate) => candidate.id === typeId);
      layout = type ? loadAssetTypeLayout(context, type) : Promise.resolve(null);
      loaded.set(typeId, layout);
    }
    return layout;
  };
}
