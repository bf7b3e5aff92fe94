import { createCookie } from "react-router";
import { type ColorMode, colorModeStorageKey, parseColorMode } from "./color-mode";
import { isSecureRequest } from "./request-security.server";

// Mirrors the local-storage choice so the server renders the right theme with no flash.
const colorModeCookie = createCookie(colorModeStorageKey, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export async function readColorMode(request: Request): Promise<ColorMode> {
  return parseColorMode(await colorModeCookie.parse(request.headers.get("Cookie"))) ?? "system";
}

export function serializeColorMode(request: Request, mode: ColorMode) {
  return colorModeCookie.serialize(mode, { secure: isSecureRequest(request) });
}
