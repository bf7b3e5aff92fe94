import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { createUser } from "../identity/create-user.ts";
import { createTenant } from "../tenants/create-tenant.ts";

const { appPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const password = "placements-spec-password";
let admin: string;
let typeId: string;
const fieldIds: Record<string, string> = {};

const api = (path: string, method = "GET", body?: object) =>
  callApi(server.url, admin, `/api/dynamic-assets${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });
const keysOf = async (response: Response) =>
  ((await response.json()).data as Array<{ field_id: string }>).map(
    (placement) => Object.entries(fieldIds).find(([, id]) => id === placement.field_id)?.[0],
  );

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `placements-${stamp}`, name: "Placements BV" });
  await createUser(appPool, {
    email: `admin-${stamp}@placements.test`,
    password,
    tenantKey: tenant.key,
    role: "administrator",
  });
  admin = (await signInWithPkce(server.url, `admin-${stamp}@placements.test`, password)).tokens
    .access_token;
  typeId = (await (await api("/asset-types", "POST", { name: "Clients" })).json()).data.id;
  for (const [key, data_type] of [
    ["number", "integer"],
    ["name", "string"],
    ["active", "boolean"],
    ["emails", "array"],
  ]) {
    const field = await api(`/asset-types/${typeId}/fields`, "POST", {
      key,
      label: key,
      data_type,
    });
    fieldIds[key as string] = (await field.json()).data.id;
  }
});

describe("form and table fields", () => {
  it("generates a form with an input kind per data type, and moves fields up and down", async () => {
    const generated = (await (await api(`/asset-types/${typeId}/form-fields/generate`)).json())
      .data;
    expect(generated.map((p: { input_kind: string }) => p.input_kind)).toEqual([
      "integer",
      "text",
      "checkbox",
      "advancedmultilineselect",
    ]);
    const nameId = generated[1].id;
    expect(await keysOf(await api(`/asset-types/${typeId}/form-fields/${nameId}/up`))).toEqual([
      "name",
      "number",
      "active",
      "emails",
    ]);
    // At the top, up changes nothing.
    expect(await keysOf(await api(`/asset-types/${typeId}/form-fields/${nameId}/up`))).toEqual([
      "name",
      "number",
      "active",
      "emails",
    ]);
    expect(await keysOf(await api(`/asset-types/${typeId}/form-fields/${nameId}/down`))).toEqual([
      "number",
      "name",
      "active",
      "emails",
    ]);
    // Generating again adds nothing twice.
    expect(
      (await (await api(`/asset-types/${typeId}/form-fields/generate`)).json()).data,
    ).toHaveLength(4);
  });

  it("places table columns by hand, refuses doubles, changes kinds and removes them", async () => {
    const placed = await api(`/asset-types/${typeId}/table-fields`, "POST", {
      field_id: fieldIds.name,
      display_kind: "text",
    });
    expect(placed.status).toBe(201);
    const column = (await placed.json()).data;
    const again = await api(`/asset-types/${typeId}/table-fields`, "POST", {
      field_id: fieldIds.name,
      display_kind: "text",
    });
    expect(again.status).toBe(409);
    const badKind = await api(`/asset-types/${typeId}/table-fields`, "POST", {
      field_id: fieldIds.number,
      display_kind: "sparkline",
    });
    expect(badKind.status).toBe(422);

    const changed = await api(`/asset-types/${typeId}/table-fields/${column.id}`, "PUT", {
      display_kind: "badge",
    });
    expect((await changed.json()).data.display_kind).toBe("badge");

    const everywhere = (await (await api("/asset-type-table-fields")).json()).data;
    expect(everywhere.map((p: { id: string }) => p.id)).toContain(column.id);

    expect((await api(`/asset-types/${typeId}/table-fields/${column.id}`, "DELETE")).status).toBe(
      204,
    );
    const missing = await api(`/asset-types/${typeId}/table-fields/${column.id}/up`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(
      `Asset type table field with ID ${column.id} not found`,
    );
  });
});
