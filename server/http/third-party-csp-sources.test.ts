import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { browserIntegrationsFrom } from "../config/browser-integrations.ts";
import { parseConfig } from "../config/config.ts";
import { intercomCspSources } from "./intercom-csp-sources.ts";
import { securityHeaders } from "./security-headers.ts";
import { thirdPartyCspSources } from "./third-party-csp-sources.ts";

const sourcesFor = (env: Record<string, string>) =>
  thirdPartyCspSources(browserIntegrationsFrom(parseConfig(env)));

describe("thirdPartyCspSources", () => {
  it("adds nothing when neither the chat nor the analytics is configured", () => {
    expect(sourcesFor({})).toEqual({});
  });

  it("allows Intercom's published hosts for its own widget", () => {
    const sources = sourcesFor({ INTERCOM_APP_ID: "abc123" });
    expect(sources).toEqual(intercomCspSources);
    expect(sources.connectSrc).toContain("wss://*.intercom.io");
  });

  it("allows only a stand-in's origin when the chat script is elsewhere", () => {
    const sources = sourcesFor({
      INTERCOM_APP_ID: "abc123",
      INTERCOM_SCRIPT_URL: "http://127.0.0.1:4557/widget/abc123",
    });
    expect(sources.connectSrc).toEqual(["http://127.0.0.1:4557"]);
    expect(JSON.stringify(sources)).not.toContain("intercom");
  });

  it("allows the analytics script's origin for the script and its page views", () => {
    const sources = sourcesFor({
      ANALYTICS_SCRIPT_URL: "https://stats.example.com/script.js",
      ANALYTICS_SITE_ID: "site-1",
    });
    expect(sources).toEqual({
      scriptSrc: ["https://stats.example.com"],
      connectSrc: ["https://stats.example.com"],
    });
  });
});

describe("browserIntegrationsFrom", () => {
  it("loads Intercom's widget for the app id unless told another address", () => {
    const { supportChat } = browserIntegrationsFrom(parseConfig({ INTERCOM_APP_ID: "abc123" }));
    expect(supportChat).toEqual({
      appId: "abc123",
      scriptUrl: "https://widget.intercom.io/widget/abc123",
    });
  });

  it("asks for both analytics settings or neither", () => {
    expect(() =>
      parseConfig({ ANALYTICS_SCRIPT_URL: "https://stats.example.com/script.js" }),
    ).toThrow(/ANALYTICS_SITE_ID/);
    expect(() => parseConfig({ ANALYTICS_SITE_ID: "site-1" })).toThrow(/ANALYTICS_SCRIPT_URL/);
  });
});

describe("the content security policy", () => {
  async function policy(env: Record<string, string>) {
    const app = new Hono();
    app.use(
      securityHeaders({
        production: false,
        connectSources: [],
        thirdPartySources: sourcesFor(env),
      }),
    );
    app.get("/", (c) => c.html("<p>page</p>"));
    const response = await app.request("/");
    return response.headers.get("content-security-policy") ?? "";
  }

  it("names no third party when none is configured", async () => {
    const csp = await policy({});
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("media-src");
  });

  it("lets the configured chat connect, show images, fonts, frames and media", async () => {
    const csp = await policy({ INTERCOM_APP_ID: "abc123" });
    for (const directive of ["connect-src", "img-src", "font-src", "frame-src", "media-src"]) {
      expect(csp).toMatch(new RegExp(`${directive} 'self'[^;]* https://[^;]*intercom`));
    }
    expect(csp).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic' https:\/\/app\.intercom\.io/,
    );
  });
});
