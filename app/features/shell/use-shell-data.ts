import { useRouteLoaderData } from "react-router";
import type { ShellData } from "./shell-loader.server";

/** The root loader's data; undefined when the root loader itself failed. */
export function useShellData() {
  return useRouteLoaderData<ShellData>("root");
}
