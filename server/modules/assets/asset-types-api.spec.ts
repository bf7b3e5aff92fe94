import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../tests/setup/test-server.ts";
import { createUser } from "../identity/create-user.ts";
import { createTenant } from "../tenants/create-tenant.ts";

const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer();
const password = "asset-types-spec-password";
const stamp = Date.now();
let admin: string;
let operator: string;
let tenantId: string;

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `assets-${stamp}`, name: "Assets BV" });
  tenantId = tenant.id;
  await createUser(appPool, {
    email: `admin-${stamp}@assets.test`,
    password,
    tenantKey: tenant.key,
    role: "administrator",
  });
  await createUser(appPool, {
    email: `op-${stamp}@assets.test`,
    password,
    tenantKey: tenant.key,
    role: "operator",
  });
  admin = (await signInWithPkce(server.url, `admin-${stamp}@assets.test`, password)).tokens
    .access_token;
  operator = (await signInWithPkce(server.url, `op-${stamp}@assets.test`, password)).tokens
    .access_token;
});

const api = (token: string, path: string, method = "GET", body?: object) =>
  callApi(server.url, token, `/api/dynamic-assets${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

describe("asset types API", () => {
  it("creates, reads, changes and deletes an asset type", async () => {
    const created = await api(admin, "/asset-types", "POST", {
      name: "Spare parts",
      description: "Parts we stock",
    });
    expect(created.status).toBe(201);
    const type = (await created.json()).data;
    expect(type).toMatchObject({
      key: "spare_parts",
      name: "Spare parts",
      description: "Parts we stock",
    });

    expect(
      (await (await api(operator, "/asset-types")).json()).data.map((t: { id: string }) => t.id),
    ).toContain(type.id);

    const changed = await api(admin, `/asset-types/${type.id}`, "PUT", {
      name: "Spares",
      key: "spares",
      description: "",
    });
    expect((await changed.json()).data).toMatchObject({ key: "spares", name: "Spares" });

    const clash = await api(admin, "/asset-types", "POST", { name: "Other", key: "spares" });
    expect(clash.status).toBe(409);
    expect((await clash.json()).error.message).toBe("An asset type with key spares already exists");

    expect((await api(admin, `/asset-types/${type.id}`, "DELETE")).status).toBe(204);
    const gone = await api(admin, `/asset-types/${type.id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe(`Asset type with ID ${type.id} not found`);
  });

  it("designs fields, with data types checked, and gives an empty entry", async () => {
    const type = (await (await api(admin, "/asset-types", "POST", { name: "Machines" })).json())
      .data;
    const sku = await api(admin, `/asset-types/${type.id}/fields`, "POST", {
      key: "sku",
      label: "SKU",
      data_type: "string",
      required: true,
    });
    expect(sku.status).toBe(201);
    const unit = await api(admin, `/asset-types/${type.id}/fields`, "POST", {
      key: "unit",
      label: "Unit",
      data_type: "enum",
      options: ["box", "piece"],
    });
    const unitField = (await unit.json()).data;
    expect(unitField).toMatchObject({ data_type: "enum", options: ["box", "piece"], position: 1 });

    const noOptions = await api(admin, `/asset-types/${type.id}/fields`, "POST", {
      key: "colour",
      label: "Colour",
      data_type: "enum",
    });
    expect(noOptions.status).toBe(422);
    expect((await noOptions.json()).error.details[0].path).toEqual(["options"]);

    const badKey = await api(admin, `/asset-types/${type.id}/fields`, "POST", {
      key: "9 lives",
      label: "x",
      data_type: "integer",
    });
    expect(badKey.status).toBe(422);

    const duplicate = await api(admin, `/asset-types/${type.id}/fields`, "POST", {
      key: "sku",
      label: "x",
      data_type: "string",
    });
    expect(duplicate.status).toBe(409);

    const empty = (await (await api(operator, `/asset-types/${type.id}/empty-entry`)).json()).data;
    expect(empty).toEqual({ id: null, asset_type_id: type.id, values: { sku: null, unit: null } });

    const fields = (await (await api(operator, `/asset-types/${type.id}/fields`)).json()).data;
    expect(fields.map((f: { key: string }) => f.key)).toEqual(["sku", "unit"]);
    const everyField = (await (await api(operator, "/asset-type-fields")).json()).data;
    expect(everyField.map((f: { id: string }) => f.id)).toContain(unitField.id);
  });

  it("renames and deletes a field together with the values of the entries", async () => {
    const type = (await (await api(admin, "/asset-types", "POST", { name: "Tools" })).json()).data;
    const field = (
      await (
        await api(admin, `/asset-types/${type.id}/fields`, "POST", {
          key: "code",
          label: "Code",
          data_type: "string",
        })
      ).json()
    ).data;
    await ownerPool.query(
      "insert into asset_entries (tenant_id, asset_type_id, values) values ($1, $2, $3)",
      [tenantId, type.id, { code: "T-1", other: 1 }],
    );
    await api(admin, `/asset-types/${type.id}/fields/${field.id}`, "PUT", {
      key: "sku",
      label: "SKU",
      data_type: "string",
    });
    const renamed = await ownerPool.query(
      "select values from asset_entries where asset_type_id = $1",
      [type.id],
    );
    expect(renamed.rows[0].values).toEqual({ sku: "T-1", other: 1 });

    expect((await api(admin, `/asset-types/${type.id}/fields/${field.id}`, "DELETE")).status).toBe(
      204,
    );
    const after = await ownerPool.query(
      "select values from asset_entries where asset_type_id = $1",
      [type.id],
    );
    expect(after.rows[0].values).toEqual({ other: 1 });
    const missing = await api(admin, `/asset-types/${type.id}/fields/${field.id}`, "DELETE");
    expect((await missing.json()).error.message).toBe(
      `Asset type field with ID ${field.id} not found`,
    );
  });

  it("lets operators read but not design", async () => {
    expect((await api(operator, "/asset-types", "POST", { name: "Nope" })).status).toBe(403);
    expect((await api(operator, "/asset-types")).status).toBe(200);
  });
});
