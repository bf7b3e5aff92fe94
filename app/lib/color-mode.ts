export const colorModes = ["system", "light", "dark"] as const;
export type ColorMode = (typeof colorModes)[number];
/** What a route may force through `handle.forcedColorMode`; forcing "system" is ignored. */
export type ForcedColorMode = Exclude<ColorMode, "system">;

/** The local-storage key that mirrors the cookie of the same name. */
export const colorModeStorageKey = "fennec-theme";

export function parseColorMode(value: unknown): ColorMode | null {
  return typeof value === "string" && (colorModes as readonly string[]).includes(value)
    ? (value as ColorMode)
    : null;
}
