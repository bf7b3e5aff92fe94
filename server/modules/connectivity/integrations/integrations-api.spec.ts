import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import {
  type RecordingListener,
  startRecordingListener,
} from "../../../../tests/setup/recording-listener.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { createUser } from "../../identity/create-user.ts";
import { receiveAndProcess } from "../../orders/inquiries/receive-and-process.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { type StandInMynuma, startStandInMynuma } from "./mynuma/stand-in-mynuma-server.ts";

const { appPool, ownerPool } = connectTestDatabase();
// The stand-in listens on loopback: the server allows private targets, as tests and demos do.
const server = startTestServer({ OUTBOUND_ALLOW_PRIVATE: "true" });
const stamp = Date.now();
const password = "integrations-spec-password";
const API_KEY = "mynuma-key-7e41b9";
const tokens: Record<string, string> = {};
let standIn: StandInMynuma;
let tenantId: string;
/** Another address on loopback (another port: another origin), recording what it is sent. */
let elsewhere: RecordingListener;

const api = (who: string, path: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api/connectivity${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

async function member(key: string, role: "administrator" | "operator", tenantKey: string) {
  const email = `${key}-${stamp}@integrations.test`;
  await createUser(appPool, { email, password, tenantKey, role });
  tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
}

const integration = () => ({
  name: "mynuma production",
  erp_type: "mynuma",
  settings: { base_url: standIn.url, api_key: API_KEY },
});

async function sealedKeyOf(id: string) {
  const { rows } = await ownerPool.query<{ sealed_api_key: string; settings: object }>(
    "select sealed_api_key, settings from integrations where id = $1",
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  standIn = await startStandInMynuma({ apiKey: API_KEY, customers: [], products: [] });
  elsewhere = await startRecordingListener();
  const tenant = await createTenant(appPool, { key: `integr-${stamp}`, name: "Koppeling BV" });
  tenantId = tenant.id;
  const other = await createTenant(appPool, { key: `integr-o-${stamp}`, name: "Ander BV" });
  await member("admin", "administrator", tenant.key);
  await member("operator", "operator", tenant.key);
  await member("other", "administrator", other.key);
});

afterAll(async () => {
  await standIn?.close();
  await elsewhere?.close();
});

describe("integrations", () => {
  it("lists the ERP types with the settings each needs", async () => {
    const response = await api("admin", "/available-integrations");
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual([
      {
        erp_type: "mynuma",
        label: "mynuma",
        settings: [
          { key: "base_url", label: "Base URL", kind: "url", required: true, secret: false },
          { key: "api_key", label: "API key", kind: "password", required: true, secret: true },
        ],
      },
    ]);
  });

  it("creates, reads, changes and deletes an integration, its API key sealed and never shown", async () => {
    const created = await api("admin", "/integrations", "POST", integration());
    expect(created.status).toBe(201);
    const saved = (await created.json()).data;
    expect(saved).toMatchObject({
      name: "mynuma production",
      erp_type: "mynuma",
      active: true,
      settings: { base_url: standIn.url },
      api_key_set: true,
      rules: {
        status: { send_on: "validated" },
        threshold: { enabled: false, min_confidence: 0.95 },
      },
    });
    expect(JSON.stringify(saved)).not.toContain(API_KEY);

    const stored = await sealedKeyOf(saved.id);
    expect(stored?.sealed_api_key).toMatch(/^v1\./);
    expect(stored?.sealed_api_key).not.toContain(API_KEY);
    expect(JSON.stringify(stored?.settings)).not.toContain(API_KEY);

    const read = await api("admin", `/integrations/${saved.id}`);
    expect((await read.json()).data).toEqual(saved);
    const list = await (await api("admin", "/integrations")).text();
    expect(list).toContain(saved.id);
    expect(list).not.toContain(API_KEY);

    // An empty API key keeps the stored one.
    const changed = await api("admin", `/integrations/${saved.id}`, "PUT", {
      ...integration(),
      name: "mynuma",
      active: false,
      settings: { base_url: standIn.url, api_key: "" },
      rules: { threshold: { enabled: true, min_confidence: 0.9 } },
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).data).toMatchObject({
      name: "mynuma",
      active: false,
      api_key_set: true,
      rules: {
        status: { send_on: "validated" },
        threshold: { enabled: true, min_confidence: 0.9 },
      },
    });
    expect((await sealedKeyOf(saved.id))?.sealed_api_key).toBe(stored?.sealed_api_key);

    // A new API key replaces it.
    await api("admin", `/integrations/${saved.id}`, "PUT", {
      ...integration(),
      settings: { base_url: standIn.url, api_key: "another-key-31" },
    });
    expect((await sealedKeyOf(saved.id))?.sealed_api_key).not.toBe(stored?.sealed_api_key);

    expect((await api("admin", `/integrations/${saved.id}`, "DELETE")).status).toBe(204);
    const gone = await api("admin", `/integrations/${saved.id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe(`Integration with ID ${saved.id} not found`);
    expect((await api("admin", "/integrations/not-a-uuid")).status).toBe(404);
  });

  it("answers each integration's last delivery: the delivery changed last, or null", async () => {
    const saved = (await (await api("admin", "/integrations", "POST", integration())).json()).data;
    expect(saved.last_delivery).toBeNull();
    const { inquiryId } = await receiveAndProcess(
      appPool,
      tenantId,
      Buffer.from(
        `From: buyer@koppeling.test\r\nSubject: Order ${stamp}\r\nMessage-ID: <${stamp}-last@integrations.test>\r\n\r\nPlease deliver 10 x BOLT-1\r\n`,
      ),
    );
    await ownerPool.query(
      `insert into order_deliveries
         (tenant_id, inquiry_id, integration_id, idempotency_key, status, payload, updated_at)
       values ($1, $2, $3, $4, 'refused', '{}', '2026-03-02T10:00:00Z'),
              ($1, $2, $3, $5, 'completed', '{}', '2026-03-02T11:30:00Z')`,
      [tenantId, inquiryId, saved.id, `${inquiryId}:1`, `${inquiryId}:2`],
    );
    const last = { at: "2026-03-02T11:30:00.000Z", status: "completed" };
    expect(
      (await (await api("admin", `/integrations/${saved.id}`)).json()).data.last_delivery,
    ).toEqual(last);
    const listed = (await (await api("admin", "/integrations")).json()).data.find(
      (row: { id: string }) => row.id === saved.id,
    );
    expect(listed.last_delivery).toEqual(last);
  });

  it("tests a connection against the stand-in, with the saved key when the body leaves it empty", async () => {
    const ok = await api("admin", "/integrations/test", "POST", integration());
    expect(ok.status).toBe(200);
    const okResult = (await ok.json()).data;
    expect(okResult.ok).toBe(true);
    expect(okResult.checks.at(-1)).toEqual({
      step: "api_key",
      ok: true,
      message: "mynuma accepted the API key.",
    });

    const bad = await api("admin", "/integrations/test", "POST", {
      erp_type: "mynuma",
      settings: { base_url: standIn.url, api_key: "wrong-key-2c" },
    });
    const badResult = (await bad.json()).data;
    expect(badResult.ok).toBe(false);
    expect(badResult.checks.at(-1)).toEqual({
      step: "api_key",
      ok: false,
      message: "mynuma refused the API key.",
    });
    expect(JSON.stringify(badResult)).not.toContain("wrong-key-2c");

    const saved = (await (await api("admin", "/integrations", "POST", integration())).json()).data;
    const withSaved = await api("admin", "/integrations/test", "POST", {
      id: saved.id,
      erp_type: "mynuma",
      settings: { base_url: standIn.url, api_key: "" },
    });
    expect((await withSaved.json()).data.ok).toBe(true);

    const noKey = await api("admin", "/integrations/test", "POST", {
      erp_type: "mynuma",
      settings: { base_url: standIn.url },
    });
    expect(noKey.status).toBe(422);
  });

  it("sends the saved API key only to the address it was saved for: another asks for the key again", async () => {
    const saved = (await (await api("admin", "/integrations", "POST", integration())).json()).data;
    const addressChanged = {
      path: ["settings", "api_key"],
      message: "Enter the API key again: the address changed",
      code: "secret_address_changed",
    };

    // Another port, another host name for the same machine, another scheme: another origin.
    const standInPort = new URL(standIn.url).port;
    for (const base_url of [
      `${elsewhere.url}/`,
      `http://localhost:${standInPort}/`,
      `https://127.0.0.1:${standInPort}/`,
    ]) {
      const test = await api("admin", "/integrations/test", "POST", {
        id: saved.id,
        erp_type: "mynuma",
        settings: { base_url, api_key: "" },
      });
      expect(test.status).toBe(422);
      expect((await test.json()).error.details).toEqual([addressChanged]);

      // Nor does saving the new address take the stored key along.
      const moved = await api("admin", `/integrations/${saved.id}`, "PUT", {
        ...integration(),
        settings: { base_url, api_key: "" },
      });
      expect(moved.status).toBe(422);
      expect((await moved.json()).error.details).toEqual([addressChanged]);
    }
    expect(elsewhere.requests).toEqual([]);
    expect((await (await api("admin", `/integrations/${saved.id}`)).json()).data.settings).toEqual({
      base_url: standIn.url,
    });

    // Sent again with the new address, the key goes there: the caller knows it.
    const retyped = await api("admin", "/integrations/test", "POST", {
      id: saved.id,
      erp_type: "mynuma",
      settings: { base_url: elsewhere.url, api_key: "typed-again-5d" },
    });
    expect(retyped.status).toBe(200);
    expect(elsewhere.requests.map((request) => request.authorization)).toEqual([
      "Bearer typed-again-5d",
    ]);

    // The saved origin, written a little differently, is the same: the saved key is used.
    const samePlace = await api("admin", "/integrations/test", "POST", {
      id: saved.id,
      erp_type: "mynuma",
      settings: { base_url: `${standIn.url}/`, api_key: "" },
    });
    expect((await samePlace.json()).data.ok).toBe(true);
    const kept = await api("admin", `/integrations/${saved.id}`, "PUT", {
      ...integration(),
      name: "mynuma, same place",
      settings: { base_url: `${standIn.url}/acme/..`, api_key: "" },
    });
    expect(kept.status).toBe(200);
    expect((await kept.json()).data.api_key_set).toBe(true);
  });

  it("tests through the outbound guard: a metadata address is refused, even with private targets allowed", async () => {
    const refused = await api("admin", "/integrations/test", "POST", {
      erp_type: "mynuma",
      settings: { base_url: "http://169.254.169.254/", api_key: API_KEY },
    });
    const result = (await refused.json()).data;
    expect(result.ok).toBe(false);
    expect(result.checks).toEqual([expect.objectContaining({ step: "address", ok: false })]);
  });

  it("refuses invalid input with 422", async () => {
    const bad = await api("admin", "/integrations", "POST", {
      name: "",
      erp_type: "sap",
      settings: { base_url: "ftp://erp.example.test" },
      rules: { threshold: { min_confidence: 2 } },
    });
    expect(bad.status).toBe(422);
    const paths = (await bad.json()).error.details.map((issue: { path: string[] }) =>
      issue.path.join("."),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        "name",
        "erp_type",
        "settings.base_url",
        "rules.threshold.min_confidence",
      ]),
    );

    const noKey = await api("admin", "/integrations", "POST", {
      ...integration(),
      settings: { base_url: standIn.url },
    });
    expect(noKey.status).toBe(422);
    expect((await noKey.json()).error.details).toEqual([
      { path: ["settings", "api_key"], message: "The API key is required" },
    ]);
  });

  it("documents its routes in the OpenAPI description", async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const paths = Object.keys((await response.json()).paths).filter((path) =>
      path.includes("integrations"),
    );
    expect(paths.sort()).toEqual([
      "/connectivity/available-integrations",
      "/connectivity/integrations",
      "/connectivity/integrations/test",
      "/connectivity/integrations/{id}",
    ]);
  });

  it("is for administrators only, and hidden from other tenants", async () => {
    const saved = (await (await api("admin", "/integrations", "POST", integration())).json()).data;
    expect((await api("operator", "/integrations")).status).toBe(403);
    expect((await api("operator", "/integrations", "POST", integration())).status).toBe(403);

    const hidden = await api("other", `/integrations/${saved.id}`);
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).error.message).toBe(`Integration with ID ${saved.id} not found`);
    expect(
      (await api("other", `/integrations/${saved.id}`, "PUT", { ...integration(), name: "Stolen" }))
        .status,
    ).toBe(404);
    expect((await api("other", `/integrations/${saved.id}`, "DELETE")).status).toBe(404);
    // Nor can another tenant test with this tenant's saved key.
    const borrowed = await api("other", "/integrations/test", "POST", {
      id: saved.id,
      erp_type: "mynuma",
      settings: { base_url: standIn.url },
    });
    expect(borrowed.status).toBe(404);
    expect((await api("other", "/integrations")).status).toBe(200);
    expect(await (await api("other", "/integrations")).text()).not.toContain(saved.id);

    expect((await api("admin", `/integrations/${saved.id}`)).status).toBe(200);
    const { rows } = await ownerPool.query<{ name: string }>(
      "select name from integrations where id = $1",
      [saved.id],
    );
    expect(rows[0]?.name).toBe("mynuma production");
  });
});
