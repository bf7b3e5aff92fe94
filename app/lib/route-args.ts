import type { RouterContextProvider } from "react-router";

/** What a loader or action of a route with an `:id` passes on to its feature's function. */
export type IdRouteArgs = {
  request: Request;
  params: { id: string };
  context: Readonly<RouterContextProvider>;
};
