import http from "node:http";
import { createCookie } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../tests/setup/test-database.ts";
import { startTestServer } from "../../tests/setup/test-server.ts";
import { createLogger } from "../logging/logger.ts";
import { createUser } from "../modules/identity/create-user.ts";
import { createTenant } from "../modules/tenants/create-tenant.ts";

const { appPool } = connectTestDatabase();
/** Every line the server logs, debug included, as it would reach a log file. */
const lines: Array<Record<string, unknown>> = [];
const server = startTestServer(
  {},
  {
    logger: createLogger({
      level: "debug",
      pretty: false,
      destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    }),
  },
);
const stamp = Date.now();
const email = `admin-${stamp}@closed.test`;
const password = "closed-request-spec-password";
let token: string;
/** The web session's access-token cookie, as the browser sends it after signing in. */
let webCookie: string;
let productsId: string;

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `closed-${stamp}`, name: "Closed BV" });
  await createUser(appPool, { email, password, tenantKey: tenant.key, role: "administrator" });
  token = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  // Signed as the web app signs it (start-fennec put the secret in the environment).
  const accessCookie = createCookie("fennec-access", {
    path: "/",
    secrets: [process.env.SESSION_SECRET ?? ""],
  });
  webCookie = (await accessCookie.serialize(token)).split(";")[0] ?? "";
  const types = await (await callApi(server.url, token, "/api/dynamic-assets/asset-types")).json();
  productsId = (types.data as Array<{ id: string; key: string }>).find(
    (type) => type.key === "products",
  )?.id as string;
});

const boundary = "----fennec-closed-request";

/** The start of an import upload (the form's fields, then a CSV file that goes on and on). */
function uploadStart() {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(
      `${field("intent", "upload")}${field("asset_type_id", productsId)}` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\n` +
        "Content-Type: text/csv\r\n\r\nsku;description_en\r\n",
    ),
    Buffer.alloc(1024 * 1024, "HALF-1;Half an upload\r\n"),
  ]);
}

/**
 * A real HTTP client that starts a 4 MB upload, sends the first megabyte and gives up, as a
 * browser does when the user cancels or leaves the page: the connection closes halfway.
 * `chunked` sends no length up front, as a streaming client does.
 */
function abandonUpload(path: string, headers: Record<string, string>, chunked: boolean) {
  return new Promise<void>((resolve) => {
    const request = http.request(`${server.url}${path}`, {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        ...(chunked ? {} : { "content-length": String(4 * 1024 * 1024) }),
        ...headers,
      },
    });
    request.on("error", () => undefined);
    request.write(uploadStart(), () => {
      // Sent: give the server a moment to be reading it, then go away.
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 100);
    });
  });
}

/** A page asked for and left at once, before its answer came. */
function abandonPage(path: string) {
  return new Promise<void>((resolve) => {
    const request = http.request(`${server.url}${path}`, { headers: { cookie: webCookie } });
    request.on("error", () => undefined);
    request.end(() => {
      request.destroy();
      resolve();
    });
  });
}

/** The access-log line of the request to `path` made after `since` lines were logged. */
async function accessLine(since: number, method: string, path: string) {
  let found: Record<string, unknown> | undefined;
  await expect
    .poll(
      () => {
        found = lines
          .slice(since)
          .find((line) => line.method === method && line.path === path && "status" in line);
        return found;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBeDefined();
  return found as Record<string, unknown>;
}

const errorsSince = (since: number) =>
  lines.slice(since).filter((line) => Number(line.level) >= 50 || line.status === 500);

describe("a request the browser abandons", () => {
  it("is logged as 499 'client closed request' when an upload stops halfway: no error, no 500", async () => {
    const web = { cookie: webCookie, origin: server.url };
    const api = { authorization: `Bearer ${token}`, accept: "application/json" };
    const attempts: Array<{ path: string; headers: Record<string, string>; chunked: boolean }> = [
      { path: "/reference-data/imports", headers: web, chunked: false },
      { path: "/reference-data/imports", headers: web, chunked: true },
      { path: "/api/dynamic-assets/imports", headers: api, chunked: false },
      { path: "/api/dynamic-assets/imports", headers: api, chunked: true },
    ];
    for (const { path, headers, chunked } of attempts) {
      const since = lines.length;
      await abandonUpload(path, headers, chunked);
      const line = await accessLine(since, "POST", path);
      expect({ path, chunked, ...line }).toMatchObject({
        path,
        chunked,
        level: 30,
        status: 499,
        msg: "client closed request",
      });
      expect(errorsSince(since)).toEqual([]);
    }
  });

  it("is logged as 499 when a page or its data is left before it is answered", async () => {
    for (const path of ["/reference-data/imports", "/reference-data/imports.data"]) {
      const since = lines.length;
      await abandonPage(path);
      expect(await accessLine(since, "GET", path)).toMatchObject({
        status: 499,
        msg: "client closed request",
      });
      expect(errorsSince(since)).toEqual([]);
    }
  });

  it("leaves the server serving: the next upload and page are answered as ever", async () => {
    const since = lines.length;
    const form = new FormData();
    form.set("asset_type_id", productsId);
    form.set("file", new Blob(["sku;description_en\nWHOLE-1;A whole upload\n"]), "whole.csv");
    const uploaded = await fetch(`${server.url}/api/dynamic-assets/imports`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect((await uploaded.json()).data).toMatchObject({ status: "mapping", total_rows: 1 });

    const page = await fetch(`${server.url}/reference-data/imports`, {
      headers: { cookie: webCookie },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("whole.csv");
    expect(errorsSince(since)).toEqual([]);
    expect(await accessLine(since, "GET", "/reference-data/imports")).toMatchObject({
      status: 200,
      msg: "request",
    });
  });
});
