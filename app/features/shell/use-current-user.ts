import { useShellData } from "./use-shell-data";

/** The signed-in user, on the pages of the default and admin layouts; null elsewhere. */
export function useCurrentUser() {
  return useShellData()?.user ?? null;
}
