import { translationsResponse } from "~/lib/i18n-translations-response.server";
import type { Route } from "./+types/locales";

export async function loader({ params }: Route.LoaderArgs) {
  return translationsResponse(params.lng, params.ns);
}
