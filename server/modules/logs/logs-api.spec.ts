import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { withTenant } from "../../db/tenant-transaction.ts";
import { createUser } from "../identity/create-user.ts";
import { createTenant } from "../tenants/create-tenant.ts";
import { recordLogEvent } from "./record-log-event.ts";
import { removeOldLogEntries } from "./remove-old-log-entries.ts";

/**
 * GET /api/log/logs (decision 050): changes made through the API are in the tenant's log with
 * who made them and the values before and after, and never a secret.
 */
const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer({ OUTBOUND_ALLOW_PRIVATE: "true" });
const stamp = Date.now();
const password = "logs-spec-password";
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let tenantId = "";
let otherTenantId = "";

const api = (who: string, path: string, method = "GET", body?: object) =>
  callApi(server.url, tokens[who] as string, `/api${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

type Entry = {
  id: string;
  area: string;
  action: string;
  kind: string;
  level: string;
  subject: { type: string; id: string | null; label: string | null } | null;
  user: { id: string; email: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  message: string | null;
  details: Record<string, unknown> | null;
};

async function logs(who: string, query = "") {
  const response = await api(who, `/log/logs${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Entry[]; meta: { total: number } };
}

async function member(key: string, role: "administrator" | "operator", tenantKey: string) {
  const email = `${key}-${stamp}@logs.test`;
  const created = await createUser(appPool, { email, password, tenantKey, role });
  ids[key] = created.id;
  tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
}

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `logs-${stamp}`, name: "Logboek BV" });
  const other = await createTenant(appPool, { key: `logs-o-${stamp}`, name: "Ander BV" });
  tenantId = tenant.id;
  otherTenantId = other.id;
  await member("admin", "administrator", tenant.key);
  await member("second", "administrator", tenant.key);
  await member("operator", "operator", tenant.key);
  await member("other", "administrator", other.key);
});

describe("the audit trail", () => {
  it("logs a webhook's creation and change with who and before/after, never its secrets", async () => {
    const created = await api("admin", "/connectivity/webhooks", "POST", {
      name: "Announcements",
      url: "http://127.0.0.1:9/hook",
      auth_scheme: "Bearer",
      auth_secret: "bearer-token-never-logged",
    });
    expect(created.status).toBe(201);
    const hook = (await created.json()).data as { id: string; secret: string };
    const changed = await api("second", `/connectivity/webhooks/${hook.id}`, "PUT", {
      name: "Order announcements",
      url: "http://127.0.0.1:9/hook",
      auth_scheme: "Bearer",
      auth_secret: "another-bearer-never-logged",
    });
    expect(changed.status).toBe(200);

    const { data } = await logs("admin", "?area=webhooks");
    const update = data.find((e) => e.action === "updated" && e.subject?.id === hook.id);
    expect(update).toMatchObject({
      kind: "change",
      level: "info",
      subject: { type: "webhook", label: "Order announcements" },
      user: { id: ids.second },
      before: { name: "Announcements" },
      after: { name: "Order announcements" },
    });
    const creation = data.find((e) => e.action === "created" && e.subject?.id === hook.id);
    expect(creation?.user?.id).toBe(ids.admin);
    expect(creation?.after).toMatchObject({ name: "Announcements", auth_scheme: "Bearer" });

    const { rows } = await ownerPool.query<{
      sealed_auth_secret: string;
      sealed_signing_secrets: string;
    }>("select sealed_auth_secret, sealed_signing_secrets from webhooks where id = $1", [hook.id]);
    const everything = JSON.stringify(data);
    for (const secret of [
      "bearer-token-never-logged",
      "another-bearer-never-logged",
      hook.secret,
      rows[0]?.sealed_auth_secret,
      rows[0]?.sealed_signing_secrets,
    ]) {
      expect(secret).toBeTruthy();
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/sealed_|_hash/);
  });

  it("logs a change of a user's role with who made it", async () => {
    const response = await api("admin", `/identity/users/${ids.operator}`, "PUT", {
      role: "administrator",
      active: true,
    });
    expect(response.status).toBe(200);
    const { data } = await logs("admin", `?area=users&user=${ids.admin}`);
    expect(data[0]).toMatchObject({
      action: "updated",
      subject: { type: "user", id: ids.operator, label: `operator-${stamp}@logs.test` },
      user: { id: ids.admin },
      before: { role: "operator" },
      after: { role: "administrator" },
    });
    await api("admin", `/identity/users/${ids.operator}`, "PUT", {
      role: "operator",
      active: true,
    });
  });

  it("logs a change of a setting, leaving out what did not change", async () => {
    const settings = (await (await api("admin", "/settings")).json()).data;
    expect(settings.logRetentionDays).toBe(400);
    const response = await api("second", "/settings", "PUT", { ...settings, autoProcess: true });
    expect(response.status).toBe(200);
    const { data } = await logs("admin", "?area=settings");
    expect(data[0]).toMatchObject({
      subject: { type: "settings" },
      user: { id: ids.second },
      before: { auto_process: false },
      after: { auto_process: true },
    });
    expect(Object.keys(data[0]?.after ?? {})).toEqual(["auto_process"]);
  });

  it("logs a change of the tenant's name with the settings, in that tenant only", async () => {
    const settings = (await (await api("admin", "/settings")).json()).data;
    const response = await api("admin", "/settings", "PUT", {
      ...settings,
      tenantName: "Logboek en Zonen BV",
    });
    expect(response.status).toBe(200);
    const { data } = await logs("admin", "?area=settings");
    expect(data[0]).toMatchObject({
      subject: { type: "settings", id: tenantId },
      user: { id: ids.admin },
      before: { name: "Logboek BV" },
      after: { name: "Logboek en Zonen BV" },
    });
    const elsewhere = await logs("other", "?q=Logboek");
    expect(elsewhere.data).toEqual([]);
  });
});

describe("the log's filters and access", () => {
  it("filters by user, level, area, text and time, newest first", async () => {
    await withTenant(appPool, tenantId, (tx) =>
      recordLogEvent(tx, {
        level: "error",
        area: "email",
        action: "message_unreadable",
        subject: { type: "inbound_message", id: "m-1", label: "Order 42.eml" },
        message: "events.message_unreadable",
        details: { reason: "no order found", password: "hunter2-never-logged" },
      }),
    );
    const byUser = await logs("admin", `?user=${ids.second}`);
    expect(byUser.data.length).toBeGreaterThanOrEqual(2);
    expect(byUser.data.every((e) => e.user?.id === ids.second)).toBe(true);
    const errors = await logs("admin", "?level=error");
    expect(errors.data).toHaveLength(1);
    expect(errors.data[0]).toMatchObject({
      kind: "event",
      area: "email",
      subject: { label: "Order 42.eml" },
      details: { reason: "no order found" },
    });
    expect(JSON.stringify(errors.data)).not.toContain("hunter2");
    expect((await logs("admin", "?q=42.EML")).data.map((e) => e.action)).toEqual([
      "message_unreadable",
    ]);
    expect((await logs("admin", "?q=no%20order%20found")).data).toHaveLength(1);
    const all = await logs("admin");
    const times = all.data.map((e) => Date.parse((e as unknown as { at: string }).at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await logs("admin", "?to=2000-01-01")).data).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs("admin", `?from=${today}&per_page=1`)).meta.total).toBe(all.meta.total);
    expect((await api("admin", "/log/logs?level=loud")).status).toBe(422);
  });

  it("shows a tenant only its own entries", async () => {
    const { data } = await logs("other");
    expect(data.some((e) => e.subject?.id === ids.operator)).toBe(false);
    const { rows } = await ownerPool.query<{ n: number }>(
      "select count(*)::int as n from log_entries where tenant_id = $1",
      [tenantId],
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(data.every((e) => e.area !== "webhooks")).toBe(true);
  });

  it("refuses an operator, who does not hold read:logs", async () => {
    const response = await api("operator", "/log/logs");
    expect(response.status).toBe(403);
  });
});

describe("retention", () => {
  it("deletes entries older than the tenant's retention", async () => {
    await ownerPool.query(
      `insert into log_entries (tenant_id, level, area, kind, action, at)
       values ($1, 'info', 'settings', 'event', 'ancient', now() - interval '401 days'),
              ($1, 'info', 'settings', 'event', 'recent', now() - interval '399 days'),
              ($2, 'info', 'settings', 'event', 'short-kept', now() - interval '31 days')`,
      [tenantId, otherTenantId],
    );
    await ownerPool.query(
      "update tenant_settings set log_retention_days = 30 where tenant_id = $1",
      [otherTenantId],
    );
    await removeOldLogEntries(appPool);
    const { rows } = await ownerPool.query<{ action: string }>(
      "select action from log_entries where action in ('ancient', 'recent', 'short-kept')",
    );
    expect(rows.map((r) => r.action)).toEqual(["recent"]);
  });
});
