import { redirect } from "react-router";
import { savePreference } from "~/features/shell/preferences-action.server";
import type { Route } from "./+types/preferences";

export async function action({ request, context }: Route.ActionArgs) {
  return savePreference({ request, context });
}

export async function loader() {
  return redirect("/");
}
