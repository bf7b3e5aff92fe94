import { describe, expect, it } from "vitest";
import { API_BASE_URL_MISSING, resolveApiBaseUrl } from "./api-base-url.ts";

describe("API base URL", () => {
  it("comes from the page's own host and protocol", () => {
    expect(resolveApiBaseUrl(undefined, "https://demo.fennec.example/validate?x=1")).toBe(
      "https://demo.fennec.example",
    );
    expect(resolveApiBaseUrl(undefined, "http://localhost:3000/")).toBe("http://localhost:3000");
  });

  it("is overridden by an explicit setting", () => {
    expect(resolveApiBaseUrl("https://api.fennec.example/", "http://localhost:3000/")).toBe(
      "https://api.fennec.example",
    );
  });

  it("fails with the spec's message when it cannot be derived", () => {
    expect(() => resolveApiBaseUrl(undefined, undefined)).toThrow(API_BASE_URL_MISSING);
    expect(() => resolveApiBaseUrl(undefined, "file:///tmp/page.html")).toThrow(
      "API base URL is not defined in runtime config",
    );
  });
});
