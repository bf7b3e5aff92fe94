export const sidebarStates = ["expanded", "collapsed"] as const;
export type SidebarState = (typeof sidebarStates)[number];

export function parseSidebarState(value: unknown): SidebarState | null {
  return value === "expanded" || value === "collapsed" ? value : null;
}
