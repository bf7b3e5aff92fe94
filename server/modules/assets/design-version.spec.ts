import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { createUser } from "../identity/create-user.ts";
import { createTenant } from "../tenants/create-tenant.ts";

// Decision 054: the web keeps an asset type's layout while its design_version is unchanged, so
// every change to the layout must move it; entries are not the layout and leave it.
const { appPool } = connectTestDatabase();
const server = startTestServer();
const password = "design-version-spec-password";
const stamp = Date.now();
let admin: string;

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `design-${stamp}`, name: "Design BV" });
  await createUser(appPool, {
    email: `admin-${stamp}@design.test`,
    password,
    tenantKey: tenant.key,
    role: "administrator",
  });
  admin = (await signInWithPkce(server.url, `admin-${stamp}@design.test`, password)).tokens
    .access_token;
});

const api = async (path: string, method = "GET", body?: object) => {
  const response = await callApi(server.url, admin, `/api/dynamic-assets${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.status === 204 ? null : (await response.json()).data;
};

describe("an asset type's design version", () => {
  it("moves with each change to its fields, form, table and relationships, and not with entries", async () => {
    const type = await api("/asset-types", "POST", { name: `Pumps ${stamp}` });
    const other = await api("/asset-types", "POST", { name: `Brands ${stamp}` });
    const versions = [type.design_version];
    const changed = async (what: string) => {
      const current = (await api(`/asset-types/${type.id}`)).design_version;
      expect(current, what).toBeGreaterThan(versions.at(-1));
      versions.push(current);
    };

    const field = await api(`/asset-types/${type.id}/fields`, "POST", {
      key: "code",
      label: "Code",
      data_type: "string",
    });
    await changed("a field added");
    await api(`/asset-types/${type.id}/fields/${field.id}`, "PUT", {
      key: "code",
      label: "Pump code",
      data_type: "string",
    });
    await changed("a field renamed");
    await api(`/asset-types/${type.id}/form-fields/generate`);
    await changed("the form generated");
    await api(`/asset-types/${type.id}/table-fields`, "POST", {
      field_id: field.id,
      display_kind: "text",
    });
    await changed("a column added");
    await api(`/asset-types/${type.id}/relationships`, "POST", {
      kind: "belongsTo",
      target_asset_type_id: other.id,
      key: "brand",
      label: "Brand",
    });
    await changed("a relationship added");

    await api(`/asset-types/${type.id}/entries`, "POST", { values: { code: "P-1" }, links: {} });
    expect((await api(`/asset-types/${type.id}`)).design_version).toBe(versions.at(-1));
    // The other type's own layout did not change when it became a relationship's target.
    expect((await api(`/asset-types/${other.id}`)).design_version).toBe(other.design_version);

    // The audit trail has the field's change, not a change of the asset type for the version.
    const logs = await callApi(server.url, admin, "/api/log/logs?area=asset_types&per_page=200");
    const entries: { action: string; subject: { type: string; id: string } | null }[] = (
      await logs.json()
    ).data;
    const ofType = entries.filter(
      (entry) => entry.subject?.type === "asset_type" && entry.subject.id === type.id,
    );
    expect(ofType.map((entry) => entry.action)).toEqual(["created"]);
  });
});
