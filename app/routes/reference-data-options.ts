import { loadEntryOptions } from "~/features/reference-data/load-entry-options.server";
import type { Route } from "./+types/reference-data-options";

/** The options of the entry pickers, found as the user types (a resource route: JSON only). */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadEntryOptions({ url, context });
}
