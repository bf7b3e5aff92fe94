import { describe, expect, it } from "vitest";
import { isCrossSiteMutation } from "./cross-site-request.ts";

const ours = "https://fennec.example";

function post(headers: Record<string, string>, method = "POST") {
  return new Request("http://10.0.0.5:3000/switch-tenant", { method, headers });
}

describe("isCrossSiteMutation", () => {
  it("lets reads through whatever they carry", () => {
    expect(isCrossSiteMutation(post({ origin: "https://evil.example" }, "GET"), ours)).toBe(false);
    expect(isCrossSiteMutation(post({ origin: "https://evil.example" }, "HEAD"), ours)).toBe(false);
  });

  it("accepts a post from our own origin", () => {
    expect(isCrossSiteMutation(post({ origin: ours }), ours)).toBe(false);
    expect(isCrossSiteMutation(post({ origin: "HTTPS://FENNEC.EXAMPLE" }), ours)).toBe(false);
  });

  it.each([
    "https://evil.example",
    "http://fennec.example",
    "https://fennec.example:8443",
    "https://fennec.example.evil.example",
    "null",
    "",
  ])("refuses a post with Origin %j", (origin) => {
    expect(isCrossSiteMutation(post({ origin }), ours)).toBe(true);
  });

  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"])("checks %s as a mutation too", (method) => {
    expect(isCrossSiteMutation(post({ origin: "https://evil.example" }, method), ours)).toBe(true);
  });

  it("without Origin, trusts Sec-Fetch-Site", () => {
    expect(isCrossSiteMutation(post({ "sec-fetch-site": "same-origin" }), ours)).toBe(false);
    expect(isCrossSiteMutation(post({ "sec-fetch-site": "none" }), ours)).toBe(false);
    expect(isCrossSiteMutation(post({ "sec-fetch-site": "same-site" }), ours)).toBe(true);
    expect(isCrossSiteMutation(post({ "sec-fetch-site": "cross-site" }), ours)).toBe(true);
  });

  it("without Origin and Sec-Fetch-Site, compares the Referer's origin", () => {
    expect(isCrossSiteMutation(post({ referer: `${ours}/to-process?x=1` }), ours)).toBe(false);
    expect(isCrossSiteMutation(post({ referer: "https://evil.example/page" }), ours)).toBe(true);
    expect(isCrossSiteMutation(post({ referer: "not a url" }), ours)).toBe(true);
  });

  it("lets a post from no browser at all through (no cookies of a victim to ride on)", () => {
    expect(isCrossSiteMutation(post({}), ours)).toBe(false);
  });
});
