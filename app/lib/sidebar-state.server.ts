import { createCookie } from "react-router";
import { isSecureRequest } from "./request-security.server";
import { parseSidebarState, type SidebarState } from "./sidebar-state";

const sidebarCookie = createCookie("fennec-sidebar", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export async function readSidebarState(request: Request): Promise<SidebarState> {
  return parseSidebarState(await sidebarCookie.parse(request.headers.get("Cookie"))) ?? "expanded";
}

export function serializeSidebarState(request: Request, state: SidebarState) {
  return sidebarCookie.serialize(state, { secure: isSecureRequest(request) });
}
