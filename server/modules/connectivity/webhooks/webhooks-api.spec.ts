import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import {
  type RecordingListener,
  startRecordingListener,
} from "../../../../tests/setup/recording-listener.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { WEBHOOKS_PER_TENANT } from "./webhooks-service.ts";

/**
 * The webhooks API (decision 028) against a receiver on loopback that checks every delivery it
 * gets with the standardwebhooks package, a verifier we did not write.
 */
const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer({ OUTBOUND_ALLOW_PRIVATE: "true" });
const stamp = Date.now();
const password = "webhooks-spec-password";
const tokens: Record<string, string> = {};

type Received = { path: string; headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
let receiver: Server;
let base: string;
/** Another origin on loopback (another port), recording what it is sent. */
let elsewhere: RecordingListener;

const api = (who: string, path: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api/connectivity/webhooks${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function member(key: string, role: "administrator" | "operator", tenantKey: string) {
  const email = `${key}-${stamp}@webhooks.test`;
  await createUser(appPool, { email, password, tenantKey, role });
  tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
}

const verify = (secret: string, delivery: Received) =>
  new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);

const lastTo = (path: string) => received.filter((r) => r.path === path).at(-1) as Received;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() });
      if (path.startsWith("/ok")) {
        response.end(`received by ${path}: ${request.headers.authorization ?? "no auth"}`);
      } else if (path === "/gone") {
        response.writeHead(410);
        response.end("this hook was removed");
      } else if (path === "/to-metadata") {
        response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
        response.end();
      } else {
        response.writeHead(500);
        response.end("broken");
      }
    });
  });
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  elsewhere = await startRecordingListener();

  const tenant = await createTenant(appPool, { key: `webhooks-${stamp}`, name: "Haken BV" });
  const other = await createTenant(appPool, { key: `webhooks-o-${stamp}`, name: "Ander BV" });
  const capped = await createTenant(appPool, { key: `webhooks-c-${stamp}`, name: "Vol BV" });
  await member("admin", "administrator", tenant.key);
  await member("operator", "operator", tenant.key);
  await member("other", "administrator", other.key);
  await member("capped", "administrator", capped.key);
});

afterAll(async () => {
  await elsewhere?.close();
  receiver?.closeAllConnections();
  await new Promise((done) => receiver?.close(done));
});

const webhook = (overrides: object = {}) => ({
  name: "Order announcements",
  url: `${base}/ok/announce`,
  events: ["order.validated"],
  ...overrides,
});

async function stored(id: string) {
  const { rows } = await ownerPool.query<{
    sealed_auth_secret: string | null;
    sealed_signing_secrets: string;
    auth_username: string | null;
  }>(
    "select sealed_auth_secret, sealed_signing_secrets, auth_username from webhooks where id = $1",
    [id],
  );
  return rows[0];
}

describe("webhooks", () => {
  it("creates a webhook and answers its signing secret once, never again", async () => {
    const created = await api("admin", "", "POST", webhook());
    expect(created.status).toBe(201);
    const saved = (await created.json()).data;
    expect(saved).toMatchObject({
      name: "Order announcements",
      url: `${base}/ok/announce`,
      events: ["order.validated"],
      auth_scheme: "None",
      auth_username: null,
      auth_secret_set: false,
      active: true,
      status: "active",
      disabled_at: null,
      failing_since: null,
      last_delivery_at: null,
      previous_secret_expires_at: null,
    });
    expect(saved.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const row = await stored(saved.id);
    expect(row?.sealed_signing_secrets).toMatch(/^v1\./);
    expect(row?.sealed_signing_secrets).not.toContain(saved.secret.slice(6));

    const read = await (await api("admin", `/${saved.id}`)).text();
    const list = await (await api("admin", "")).text();
    expect(read).toContain(saved.id);
    expect(list).toContain(saved.id);
    for (const answer of [read, list]) {
      expect(answer).not.toContain(saved.secret.slice(6));
      expect(answer).not.toContain('"secret"');
    }
  });

  it("seals the Basic password or Bearer token, never answers it, and keeps it when left empty", async () => {
    const created = await api(
      "admin",
      "",
      "POST",
      webhook({ auth_scheme: "Basic", auth_username: "erp", auth_secret: "basic-pass-7731" }),
    );
    expect(created.status).toBe(201);
    const saved = (await created.json()).data;
    expect(saved).toMatchObject({
      auth_scheme: "Basic",
      auth_username: "erp",
      auth_secret_set: true,
    });
    expect(JSON.stringify(saved)).not.toContain("basic-pass-7731");
    const before = await stored(saved.id);
    expect(before?.sealed_auth_secret).toMatch(/^v1\./);
    expect(before?.sealed_auth_secret).not.toContain("basic-pass-7731");

    // Empty: kept.
    const kept = await api(
      "admin",
      `/${saved.id}`,
      "PUT",
      webhook({ name: "Renamed", auth_scheme: "Basic", auth_username: "erp", auth_secret: "" }),
    );
    expect(kept.status).toBe(200);
    expect((await kept.json()).data).toMatchObject({ name: "Renamed", auth_secret_set: true });
    expect((await stored(saved.id))?.sealed_auth_secret).toBe(before?.sealed_auth_secret);

    // The stored password is used by a test of the saved webhook, and never shown.
    const tested = await api("admin", "/test", "POST", { id: saved.id });
    const result = (await tested.json()).data;
    expect(result).toMatchObject({ ok: true, status_code: 200, outcome: "delivered" });
    expect(lastTo("/ok/announce").headers.authorization).toBe(
      `Basic ${Buffer.from("erp:basic-pass-7731").toString("base64")}`,
    );
    expect(JSON.stringify(result)).not.toContain("basic-pass-7731");
    expect(result.response).toContain("[redacted]");

    // Another scheme needs its own secret; None clears it.
    const bearerWithout = await api(
      "admin",
      `/${saved.id}`,
      "PUT",
      webhook({ auth_scheme: "Bearer" }),
    );
    expect(bearerWithout.status).toBe(422);
    expect((await bearerWithout.json()).error.details).toEqual([
      { path: ["auth_secret"], message: "The token is required for Bearer authentication" },
    ]);
    const none = await api("admin", `/${saved.id}`, "PUT", webhook({ auth_scheme: "None" }));
    expect((await none.json()).data).toMatchObject({ auth_scheme: "None", auth_secret_set: false });
    expect(await stored(saved.id)).toMatchObject({ sealed_auth_secret: null, auth_username: null });
  });

  it("sends a stored password or token only to the origin it was saved for: another asks for it again", async () => {
    const bearer = (
      await (
        await api("admin", "", "POST", webhook({ auth_scheme: "Bearer", auth_secret: "tok-8812" }))
      ).json()
    ).data;
    const basic = (
      await (
        await api(
          "admin",
          "",
          "POST",
          webhook({ auth_scheme: "Basic", auth_username: "erp", auth_secret: "pw-4410" }),
        )
      ).json()
    ).data;
    const again = (message: string) => [
      { path: ["auth_secret"], message, code: "secret_address_changed" },
    ];
    const port = new URL(base).port;

    for (const url of [
      `${elsewhere.url}/hook`,
      `http://localhost:${port}/ok/announce`,
      `https://127.0.0.1:${port}/ok/announce`,
    ]) {
      for (const [saved, scheme, message] of [
        [bearer, "Bearer", "Enter the token again: the address changed"],
        [basic, "Basic", "Enter the password again: the address changed"],
      ] as const) {
        // A test of the saved webhook at another address, with the scheme left out or sent.
        for (const body of [
          { id: saved.id, url },
          { id: saved.id, url, auth_scheme: scheme, auth_username: "erp" },
        ]) {
          const tested = await api("admin", "/test", "POST", body);
          expect(tested.status).toBe(422);
          expect((await tested.json()).error.details).toEqual(again(message));
        }
        // Saving the new address does not take the stored secret along either.
        const moved = await api(
          "admin",
          `/${saved.id}`,
          "PUT",
          webhook({ url, auth_scheme: scheme, auth_username: "erp" }),
        );
        expect(moved.status).toBe(422);
        expect((await moved.json()).error.details).toEqual(again(message));
      }
    }
    expect(elsewhere.requests).toEqual([]);
    expect((await (await api("admin", `/${bearer.id}`)).json()).data.url).toBe(
      `${base}/ok/announce`,
    );

    // Typed again, the secret goes to the new address: the caller knows it.
    const retyped = await api("admin", "/test", "POST", {
      id: bearer.id,
      url: `${elsewhere.url}/hook`,
      auth_secret: "typed-again-93",
    });
    expect(retyped.status).toBe(200);
    expect(elsewhere.requests.map((request) => request.authorization)).toEqual([
      "Bearer typed-again-93",
    ]);

    // Another path of the same origin is the same place: the stored secret is used and kept.
    const samePlace = await api("admin", "/test", "POST", {
      id: bearer.id,
      url: `${base}/ok/other-path`,
    });
    expect((await samePlace.json()).data).toMatchObject({ ok: true, outcome: "delivered" });
    expect(lastTo("/ok/other-path").headers.authorization).toBe("Bearer tok-8812");
    const kept = await api(
      "admin",
      `/${basic.id}`,
      "PUT",
      webhook({ url: `${base}/ok/moved`, auth_scheme: "Basic", auth_username: "erp" }),
    );
    expect(kept.status).toBe(200);
    expect((await kept.json()).data).toMatchObject({
      url: `${base}/ok/moved`,
      auth_secret_set: true,
    });
  });

  it("refuses invalid input with 422 at its place", async () => {
    const bad = await api("admin", "", "POST", {
      name: "",
      url: "ftp://hooks.example.test/x",
      events: ["order.created"],
      auth_scheme: "Digest",
    });
    expect(bad.status).toBe(422);
    const paths = (await bad.json()).error.details.map((issue: { path: string[] }) =>
      issue.path.join("."),
    );
    expect(paths).toEqual(expect.arrayContaining(["name", "url", "events.0", "auth_scheme"]));

    const long = await api("admin", "", "POST", webhook({ url: `${base}/${"x".repeat(2000)}` }));
    expect(long.status).toBe(422);
    const noUser = await api(
      "admin",
      "",
      "POST",
      webhook({ auth_scheme: "Basic", auth_secret: "pass-1234" }),
    );
    expect((await noUser.json()).error.details).toEqual([
      { path: ["auth_username"], message: "The user name is required for Basic authentication" },
    ]);
    const noEvents = await api("admin", "", "POST", webhook({ events: [] }));
    expect(noEvents.status).toBe(422);
  });

  it("changes and deletes a webhook; an unknown id is 'Webhook with ID … not found'", async () => {
    const saved = (await (await api("admin", "", "POST", webhook())).json()).data;
    const changed = await api(
      "admin",
      `/${saved.id}`,
      "PUT",
      webhook({ name: "Paused", url: `${base}/ok/paused`, active: false }),
    );
    expect((await changed.json()).data).toMatchObject({
      name: "Paused",
      url: `${base}/ok/paused`,
      active: false,
      status: "inactive",
    });

    expect((await api("admin", `/${saved.id}`, "DELETE")).status).toBe(204);
    const gone = await api("admin", `/${saved.id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe(`Webhook with ID ${saved.id} not found`);
    for (const [path, method] of [
      [`/${saved.id}`, "PUT"],
      [`/${saved.id}`, "DELETE"],
      [`/${saved.id}/rotate-secret`, "POST"],
      [`/${saved.id}/deliveries`, "GET"],
      ["/not-a-uuid", "GET"],
    ] as const) {
      const response = await api("admin", path, method, method === "PUT" ? webhook() : undefined);
      expect(response.status).toBe(404);
    }
  });

  it("rotates the signing secret: the new one answered once, the old one signing 24 hours more", async () => {
    const saved = (
      await (await api("admin", "", "POST", webhook({ url: `${base}/ok/rotation` }))).json()
    ).data;
    const rotated = await api("admin", `/${saved.id}/rotate-secret`, "POST");
    expect(rotated.status).toBe(200);
    const { secret, previous_secret_expires_at } = (await rotated.json()).data;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(saved.secret);
    const hours = (Date.parse(previous_secret_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const read = (await (await api("admin", `/${saved.id}`)).json()).data;
    expect(read.previous_secret_expires_at).toBe(previous_secret_expires_at);
    expect(JSON.stringify(read)).not.toContain(secret.slice(6));

    // A test of the saved webhook is signed with both: a receiver holding either accepts.
    const tested = (await (await api("admin", "/test", "POST", { id: saved.id })).json()).data;
    expect(tested.ok).toBe(true);
    const delivery = lastTo("/ok/rotation");
    const expected = { type: "webhook.test", data: { webhook_id: saved.id } };
    expect(verify(secret, delivery)).toMatchObject(expected);
    expect(verify(saved.secret, delivery)).toMatchObject(expected);
    expect(delivery.headers["webhook-id"]).toBe(tested.webhook_message_id);
  });

  it("tests a URL before saving, and says what the endpoint answered in words", async () => {
    const ok = await api("admin", "/test", "POST", {
      url: `${base}/ok/fresh`,
      auth_scheme: "Bearer",
      auth_secret: "token-5521",
    });
    expect(ok.status).toBe(200);
    const okResult = (await ok.json()).data;
    expect(okResult).toMatchObject({
      ok: true,
      event: "webhook.test",
      outcome: "delivered",
      status_code: 200,
      message: "Delivered: the endpoint answered 200.",
      response: "received by /ok/fresh: Bearer [redacted]",
      reason: null,
    });
    expect(okResult.duration_ms).toBeGreaterThanOrEqual(0);
    expect(lastTo("/ok/fresh").headers.authorization).toBe("Bearer token-5521");

    const gone = (await (await api("admin", "/test", "POST", { url: `${base}/gone` })).json()).data;
    expect(gone).toMatchObject({
      ok: false,
      outcome: "give-up",
      status_code: 410,
      response: "this hook was removed",
      message: "Refused: the endpoint answered 410. A real delivery would not be tried again.",
    });
    const broken = (await (await api("admin", "/test", "POST", { url: `${base}/broken` })).json())
      .data;
    expect(broken).toMatchObject({ ok: false, outcome: "retry", status_code: 500 });
    expect(broken.message).toMatch(/tried again later/);

    const noUrl = await api("admin", "/test", "POST", {});
    expect(noUrl.status).toBe(422);
  });

  it("tests through the outbound guard: metadata addresses are refused, redirects included", async () => {
    const direct = (
      await (await api("admin", "/test", "POST", { url: "http://169.254.169.254/hook" })).json()
    ).data;
    expect(direct).toMatchObject({ ok: false, outcome: "give-up", status_code: null });
    expect(direct.reason).toMatch(/refused/);

    const before = received.length;
    const redirected = (
      await (await api("admin", "/test", "POST", { url: `${base}/to-metadata` })).json()
    ).data;
    expect(redirected).toMatchObject({ ok: false, outcome: "give-up", status_code: null });
    expect(redirected.reason).toMatch(/refused/);
    // Only the first hop reached the receiver.
    expect(received.slice(before).map((r) => r.path)).toEqual(["/to-metadata"]);
  });

  it(`caps a tenant at ${WEBHOOKS_PER_TENANT} webhooks: one more is refused with 409, saying why`, async () => {
    const made: string[] = [];
    for (let n = 0; n < WEBHOOKS_PER_TENANT; n++) {
      const created = await api("capped", "", "POST", webhook({ name: `Hook ${n}` }));
      expect(created.status).toBe(201);
      made.push((await created.json()).data.id);
    }
    const refused = await api("capped", "", "POST", webhook({ name: "One too many" }));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({
      code: "conflict",
      message: `A tenant can have at most ${WEBHOOKS_PER_TENANT} webhooks: delete one before adding another`,
      details: { reason: "webhook_limit", limit: WEBHOOKS_PER_TENANT },
    });
    const names = (await (await api("capped", "")).json()).data.map(
      (w: { name: string }) => w.name,
    );
    expect(names).toHaveLength(WEBHOOKS_PER_TENANT);
    expect(names).not.toContain("One too many");
    // Another tenant's count is its own; a deleted webhook makes room again.
    expect((await api("other", "", "POST", webhook())).status).toBe(201);
    expect((await api("capped", `/${made[0]}`, "DELETE")).status).toBe(204);
    expect((await api("capped", "", "POST", webhook({ name: "In its place" }))).status).toBe(201);
  });

  it("documents its routes in the OpenAPI description", async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    const paths = Object.keys((await response.json()).paths).filter((path) =>
      path.includes("webhooks"),
    );
    expect(paths.sort()).toEqual([
      "/connectivity/webhooks",
      "/connectivity/webhooks/test",
      "/connectivity/webhooks/{id}",
      "/connectivity/webhooks/{id}/deliveries",
      "/connectivity/webhooks/{id}/messages/{messageId}/redeliver",
      "/connectivity/webhooks/{id}/rotate-secret",
    ]);
  });

  it("is for administrators only, and hidden from other tenants", async () => {
    const saved = (await (await api("admin", "", "POST", webhook())).json()).data;
    expect((await api("operator", "")).status).toBe(403);
    expect((await api("operator", "", "POST", webhook())).status).toBe(403);
    expect((await api("operator", "/test", "POST", { url: `${base}/ok/x` })).status).toBe(403);

    for (const [path, method] of [
      [`/${saved.id}`, "GET"],
      [`/${saved.id}`, "PUT"],
      [`/${saved.id}`, "DELETE"],
      [`/${saved.id}/rotate-secret`, "POST"],
      [`/${saved.id}/deliveries`, "GET"],
      [`/${saved.id}/messages/${saved.id}/redeliver`, "POST"],
    ] as const) {
      const response = await api("other", path, method, method === "PUT" ? webhook() : undefined);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(`Webhook with ID ${saved.id} not found`);
    }
    // Nor can another tenant test with this tenant's stored settings and secrets.
    const borrowed = await api("other", "/test", "POST", { id: saved.id });
    expect(borrowed.status).toBe(404);
    expect(await (await api("other", "")).text()).not.toContain(saved.id);
    expect((await api("admin", `/${saved.id}`)).status).toBe(200);
  });
});
