import { loadEntryOptions } from "~/features/reference-data/load-entry-options.server";
import type { Route } from "./+types/reference-data-options";

/** The options of the entry pickers, found as the user types (a resource route: JSON only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEntryOptions({ request, context });
}
