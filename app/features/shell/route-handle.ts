import type { UIMatch } from "react-router";
import type { ForcedColorMode } from "~/lib/color-mode";
import { type Namespace, shellNamespaces } from "~/lib/i18n";

/** What route modules may put in `export const handle`. */
export type ShellHandle = {
  /** Translation namespaces the route renders; the browser loads them before hydrating. */
  i18n?: readonly Namespace[];
  /** Forces a colour mode on this page; "system" is ignored. */
  forcedColorMode?: ForcedColorMode | "system";
};

/** The namespaces a page renders: the shell's and those its routes (matches or modules) name. */
export function getRouteNamespaces(
  matches: Iterable<{ readonly handle?: unknown } | undefined>,
): Set<Namespace> {
  const namespaces = new Set<Namespace>(shellNamespaces);
  for (const match of matches) {
    for (const namespace of (match?.handle as ShellHandle | undefined)?.i18n ?? []) {
      namespaces.add(namespace);
    }
  }
  return namespaces;
}

/** The deepest route that forces light or dark wins. */
export function getForcedColorMode(matches: readonly UIMatch[]): ForcedColorMode | null {
  for (const match of [...matches].reverse()) {
    const forced = (match.handle as ShellHandle | undefined)?.forcedColorMode;
    if (forced === "light" || forced === "dark") return forced;
  }
  return null;
}
