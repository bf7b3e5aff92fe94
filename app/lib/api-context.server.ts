import { createContext, type RouterContextProvider } from "react-router";
import type { ApiClient } from "./api-client.server";

export const apiContext = createContext<ApiClient>();

/** The API client of this request, set up by the session middleware of the root route. */
export function getApi(context: Readonly<RouterContextProvider>) {
  return context.get(apiContext);
}
