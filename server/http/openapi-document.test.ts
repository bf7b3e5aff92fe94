import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateApiTypes, typeCheck } from "../../tests/setup/generated-api-client.ts";
import { apiErrorSchema } from "../contracts/api-error.ts";
import { API_CLIENT_SCOPES } from "../contracts/connectivity/api-client.ts";
import { createLogger } from "../logging/logger.ts";
import { registerApiRoutes } from "../modules/register-api-routes.ts";
import type { Provider } from "../oauth/provider.ts";
import type { OutboundGuard } from "../security/outbound-guard.ts";
import { createSecretBox } from "../security/secret-box.ts";
import { createApiApp } from "./api-app.ts";
import { createHttpApp } from "./http-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: the parsed document, read by path in assertions
type Json = Record<string, any>;

// The whole API as Fennec mounts it, served on loopback. Nothing here signs in or reads data:
// the provider and the (never connected) pool are only handed to the routes' guards, and the
// one guarded call below is refused before either is asked.
const api = createApiApp("1.2.3");
registerApiRoutes(api, {} as Provider, new pg.Pool({ max: 1 }), {
  signInLimits: { perAccount: 5, perIp: 20 },
  secretBox: createSecretBox("openapi-document-test-key-0123456789"),
  maxMessageBytes: 1024 * 1024,
  outboundGuard: {} as OutboundGuard,
});
const app = createHttpApp({
  logger: createLogger({ level: "silent", pretty: false }),
  appPool: new pg.Pool({ max: 1 }),
  version: "1.2.3",
  production: false,
  api,
});

let server: ReturnType<typeof serve>;
let baseUrl = "";
let document: Json;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = await response.json();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const METHODS = ["get", "put", "post", "delete", "patch"];
const operations = () =>
  Object.entries(document.paths as Json).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      route,
      method,
      operation: item[method] as Json,
    })),
  );
const operation = (method: string, route: string): Json => document.paths[route][method];

describe("GET /api/openapi.json", () => {
  it("describes every route the API serves", () => {
    const documented = new Set(
      operations().map(
        ({ method, route }) => `${method.toUpperCase()} ${route.replaceAll(/\{([^}]+)\}/g, ":$1")}`,
      ),
    );
    const served = new Set(
      api.routes
        .filter((route) => route.method !== "ALL")
        .filter((route) => route.path !== "/openapi.json" && !route.path.startsWith("/docs"))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect(served.size).toBeGreaterThan(100);
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
  });

  it("declares the e-mail's files with their own content types", () => {
    const base = "/orders/order-inquiries/{id}/message";
    expect(Object.keys(operation("get", `${base}/html`).responses[200].content)).toEqual([
      "text/html",
    ]);
    expect(Object.keys(operation("get", `${base}/raw`).responses[200].content)).toEqual([
      "message/rfc822",
    ]);
    const attachment = operation("get", `${base}/attachments/{index}`);
    expect(attachment.parameters.map((p: Json) => p.name).sort()).toEqual(["id", "index"]);
    expect(attachment.responses[200].content["application/octet-stream"].schema.format).toBe(
      "binary",
    );
  });

  it("offers API clients the client-credentials flow with the five scopes, users a bearer token", () => {
    const { apiClient, user } = document.components.securitySchemes;
    expect(apiClient.type).toBe("oauth2");
    expect(apiClient.flows.clientCredentials.tokenUrl).toBe("/oauth/token");
    expect(Object.keys(apiClient.flows.clientCredentials.scopes).sort()).toEqual(
      [...API_CLIENT_SCOPES].sort(),
    );
    expect(user).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("lists the permission each operation's guard asks for", () => {
    // A client scope: API clients holding it, and users holding the permission.
    expect(operation("get", "/orders/order-inquiries/{id}/message/raw").security).toEqual([
      { apiClient: ["read:order_data"] },
      { user: ["read:order_data"] },
    ]);
    expect(operation("post", "/dynamic-assets/asset-types/{assetTypeId}/entries").security).toEqual(
      [{ apiClient: ["write:reference_data"] }, { user: ["write:reference_data"] }],
    );
    // Administration is for users only.
    expect(operation("put", "/settings").security).toEqual([{ user: ["manage:settings"] }]);
    expect(operation("get", "/identity/users").security).toEqual([{ user: ["manage:users"] }]);
    expect(operation("get", "/identity/me").security).toEqual([{ user: [] }]);
    // An operator's act runs requirePerson: a client scope, but never an API client.
    const process = operation("post", "/orders/order-inquiries/process");
    expect(process.security).toEqual([{ user: ["write:order_data"] }]);
    expect(process.description).toContain("not available to API clients");
    expect(process.responses["403"].content["application/json"].example.error.message).toBe(
      "Only a signed-in person can do this, not an API client",
    );
    // Signing in itself needs no token.
    expect(operation("get", "/auth/interactions/{uid}").security).toEqual([]);
    expect(operation("put", "/settings").description).toContain("`manage:settings`");
  });

  it("documents the API's error answers on every operation, with its one error schema", async () => {
    for (const { route, method, operation: op } of operations()) {
      const statuses = Object.keys(op.responses);
      const where = `${method} ${route}`;
      expect(statuses, where).toEqual(expect.arrayContaining(["429", "500"]));
      if (op.security.length > 0) {
        expect(statuses, where).toEqual(expect.arrayContaining(["401", "403"]));
      }
      if (route.includes("{")) expect(statuses, where).toContain("404");
      const hasQuery = (op.parameters ?? []).some((p: Json) => p.in === "query");
      if (op.requestBody || hasQuery) expect(statuses, where).toContain("422");
    }
    expect(document.components.responses.ValidationFailed.content["application/json"]).toEqual({
      schema: { $ref: "#/components/schemas/Error" },
      example: expect.objectContaining({
        error: expect.objectContaining({ message: "Validation or transformation failed" }),
      }),
    });
    expect(
      operation("get", "/identity/users").responses[403].content["application/json"].example,
    ).toEqual({
      error: { code: "forbidden", message: "You do not have permission to do this (manage:users)" },
    });

    // What the API really answers has that shape.
    const refused = await fetch(`${baseUrl}/api/orders/order-inquiries/42/message/raw`);
    expect(refused.status).toBe(401);
    expect(apiErrorSchema.safeParse(await refused.json()).success).toBe(true);
  });

  it("shows an example of every JSON body and answer", () => {
    for (const { route, method, operation: op } of operations()) {
      const answers = Object.entries(op.responses as Json)
        .filter(([status]) => status.startsWith("2"))
        .map(([, response]) => response.content?.["application/json"]);
      for (const media of [op.requestBody?.content?.["application/json"], ...answers]) {
        if (media) expect(media.example, `${method} ${route}`).toBeDefined();
      }
    }
  });

  it("gives each operation a summary no other has: Swagger UI lists them by it", () => {
    const bySummary = new Map<string, string[]>();
    for (const { route, method, operation: op } of operations()) {
      bySummary.set(op.summary, [...(bySummary.get(op.summary) ?? []), `${method} ${route}`]);
    }
    expect([...bySummary].filter(([, shared]) => shared.length > 1)).toEqual([]);
  });

  it("is valid OpenAPI 3.1 whose examples match their schemas", { timeout: 60_000 }, async () => {
    const config = await createConfig({
      extends: ["recommended"],
      rules: {
        "operation-summary": "error",
        "no-invalid-media-type-examples": { severity: "error", allowAdditionalProperties: false },
      },
    });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: `${baseUrl}/api/openapi.json`,
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it("gives a generator we did not write types that compile", { timeout: 60_000 }, async () => {
    const types = await generateApiTypes(document);
    const directory = await mkdtemp(path.join(tmpdir(), "fennec-openapi-"));
    try {
      await writeFile(path.join(directory, "api.d.ts"), types);
      await writeFile(
        path.join(directory, "use.ts"),
        `import createClient from "openapi-fetch";
import type { paths } from "./api";
const client = createClient<paths>({ baseUrl: "http://127.0.0.1/api" });
export async function raw(id: string) {
  const { data, error } = await client.GET("/orders/order-inquiries/{id}/message", {
    params: { path: { id } },
  });
  const subject: string | null | undefined = data?.data.subject;
  const code: string | undefined = error?.error.code;
  return { subject, code };
}
`,
      );
      const diagnostics = typeCheck([path.join(directory, "use.ts")]);
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe("GET /api/docs", () => {
  it("renders the document with files served here, under a policy of this origin only", async () => {
    const response = await fetch(`${baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<title>Fennec API</title>");
    expect(html).not.toMatch(/https?:\/\//);
    // No inline script: every script is a file from here.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/https?:|\*|'unsafe-eval'/);

    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const file = await fetch(`${baseUrl}${script}`);
      expect(file.status, script).toBe(200);
      expect(file.headers.get("content-type"), script).toMatch(/^text\/javascript/);
      expect(await file.text(), script).not.toBe("");
    }
    const bundle = await fetch(`${baseUrl}${scripts[0]}`);
    expect(bundle.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const start = await (await fetch(`${baseUrl}${scripts[1]}`)).text();
    // Swagger UI would send the document to validator.swagger.io unless told not to.
    expect(start).toContain("validatorUrl: null");
    expect(html).toContain('data-document="/api/openapi.json"');

    const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
    const css = await fetch(`${baseUrl}${stylesheet}`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("serves only Swagger UI's own files from node_modules", async () => {
    const script = (await (await fetch(`${baseUrl}/api/docs`)).text()).match(
      /<script src="([^"]+)\/swagger-ui-bundle\.js"/,
    )?.[1];
    for (const name of ["package.json", "..%2Fpackage.json", "swagger-ui-bundle.js.map"]) {
      const response = await fetch(`${baseUrl}${script}/${name}`);
      expect(response.status, name).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
  });
});
