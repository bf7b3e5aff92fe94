import { redirect } from "react-router";
import { signOut } from "~/features/identity/sign-out.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  return signOut({ request, context });
}

// Signing out changes state: only the form's POST does it, never a link.
export async function loader() {
  return redirect("/");
}
