import { optionalUserMiddleware } from "~/features/identity/session-guards.server";
import { notFound } from "~/features/shell/not-found.server";
import type { Route } from "./+types/not-found";

/** Signed in, the 404 shows inside the app's layout (the root error boundary asks for the user). */
export const middleware: Route.MiddlewareFunction[] = [optionalUserMiddleware];

export async function loader({ url, context }: Route.LoaderArgs) {
  throw notFound(url, context);
}

// Never rendered: the loader always throws to the root error boundary. A component is
// still needed, or this would be a resource route and skip the error screen.
export default function NotFound() {
  return null;
}
