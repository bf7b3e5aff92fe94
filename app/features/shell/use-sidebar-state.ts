import { useFetchers } from "react-router";
import { parseSidebarState } from "~/lib/sidebar-state";
import { useShellData } from "./use-shell-data";

/** The stored sidebar state, or the one being saved right now (optimistic). */
export function useSidebarState() {
  const stored = useShellData()?.sidebar ?? "expanded";
  const pending = useFetchers().find((fetcher) => fetcher.formData?.get("intent") === "sidebar");
  return parseSidebarState(pending?.formData?.get("value")) ?? stored;
}
