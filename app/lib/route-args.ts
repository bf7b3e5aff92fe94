import type { RouterContextProvider } from "react-router";

/** What a loader or action of a route with an `:id` passes on to its feature's function. */
export type IdRouteArgs = {
  request: Request;
  /** The page's URL; `request.url` of a data request ends in `.data` (React Router 8). */
  url: URL;
  params: { id: string };
  context: Readonly<RouterContextProvider>;
};
