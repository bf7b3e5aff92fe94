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

describe("generate, up and down repeated, as a prefetch or a retry repeats a GET", () => {
  let suppliers: string;
  const ids: Record<string, string> = {};
  const base = () => `/asset-types/${suppliers}/table-fields`;
  const order = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()).data as Array<{ field_id: string }>).map(
      (placement) => Object.entries(ids).find(([, id]) => id === placement.field_id)?.[0],
    );
  };
  const placementOf = async (key: string) =>
    (
      (await (await api(base())).json()).data as Array<{
        id: string;
        field_id: string;
        position: number;
      }>
    ).find((placement) => placement.field_id === ids[key]) as {
      id: string;
      field_id: string;
      position: number;
    };

  beforeAll(async () => {
    suppliers = (await (await api("/asset-types", "POST", { name: `Suppliers ${stamp}` })).json())
      .data.id;
    for (const key of ["code", "city", "phone"]) {
      const field = await api(`/asset-types/${suppliers}/fields`, "POST", {
        key,
        label: key,
        data_type: "string",
      });
      ids[key] = (await field.json()).data.id;
    }
  });

  it("generates each field once, however often and however concurrently it is asked", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => api(`${base()}/generate`)));
    for (const answer of answers) expect(await order(answer)).toEqual(["code", "city", "phone"]);
    expect(await order(await api(`${base()}/generate`))).toEqual(["code", "city", "phone"]);
  });

  it("moves a field once for a repeated up or down that names the position it was seen at", async () => {
    const phone = await placementOf("phone");
    const up = `${base()}/${phone.id}/up?position=${phone.position}`;
    expect(await order(await api(up))).toEqual(["code", "phone", "city"]);
    // The same request again: the field is no longer where it was seen, so nothing changes.
    expect(await order(await api(up))).toEqual(["code", "phone", "city"]);

    const moved = await placementOf("phone");
    const down = `${base()}/${phone.id}/down?position=${moved.position}`;
    expect(await order(await api(down))).toEqual(["code", "city", "phone"]);
    expect(await order(await api(down))).toEqual(["code", "city", "phone"]);

    const city = await placementOf("city");
    const concurrent = `${base()}/${city.id}/up?position=${city.position}`;
    await Promise.all(Array.from({ length: 4 }, () => api(concurrent)));
    expect(await order(await api(base()))).toEqual(["city", "code", "phone"]);
  });

  it("refuses a position that is not one", async () => {
    const city = await placementOf("city");
    expect((await api(`${base()}/${city.id}/up?position=first`)).status).toBe(422);
  });
});
