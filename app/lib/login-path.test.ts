import { describe, expect, it } from "vitest";
import { loginPath } from "./login-path";
import { maxRedirectLength } from "./safe-redirect";

describe("loginPath", () => {
  it("remembers the page to come back to", () => {
    expect(loginPath("/to-process?page=2")).toBe("/login?redirectTo=%2Fto-process%3Fpage%3D2");
    expect(loginPath("/")).toBe("/login");
    expect(loginPath("/login?redirectTo=%2Fx")).toBe("/login");
  });

  it("forgets a page too long to come back to, instead of carrying it through the sign-in", () => {
    expect(loginPath(`/to-process?q=${"a".repeat(maxRedirectLength)}`)).toBe("/login");
  });
});
