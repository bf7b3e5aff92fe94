import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateApiTypes, typeCheck } from "../../../../tests/setup/generated-api-client.ts";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import {
  type ProcessedInquiry,
  validateThroughApi,
} from "../../../../tests/setup/validate-through-api.ts";
import type { ApiClientWithSecret } from "../../../contracts/connectivity/api-client.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createUser } from "../../identity/create-user.ts";
import { receiveAndProcess } from "../../orders/inquiries/receive-and-process.ts";
import { createTenant } from "../../tenants/create-tenant.ts";

/**
 * Issue 18's integrator, end to end: a program typed from GET /api/openapi.json by
 * openapi-typescript and calling through openapi-fetch (tests/fixtures/integrator) signs in with
 * client credentials, uploads an e-mail, pulls the validated-orders feed, marks an order taken
 * over and keeps products current. Its types must compile before it runs.
 */
const { appPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const password = "generated-client-spec-password";
const fixture = path.resolve("tests/fixtures/integrator");
const generated = path.join(fixture, "generated");
let adminToken = "";
let tenantId = "";
let channelId = "";
let productsTypeId = "";
let client: ApiClientWithSecret;

/** What this spec reads of the integrator's program (which is typed by the generated types). */
type IntegratorProgram = {
  connectIntegrator(
    baseUrl: string,
    clientId: string,
    clientSecret: string,
  ): Promise<{
    scope: string;
    uploadEmail(channelId: string, eml: string): Promise<{ data: { inquiry_id: string } }>;
    pullValidatedOrders(cursor?: string): Promise<{
      orders: Array<{ id: string; version: number; order_reference: string | null }>;
      cursor: string;
    }>;
    markTakenOver(id: string): Promise<string>;
    upsertProducts(
      assetTypeId: string,
      products: Array<{ code: string; description: string }>,
    ): Promise<Record<string, unknown>>;
  }>;
};

const asAdmin = (route: string, method = "GET", body?: object) =>
  callApi(server.url, adminToken, `/api${route}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });

const email = (subject: string, body: string) =>
  `From: Ruben <ruben@elektrovandenberg.nl>\r\nTo: orders@technigro.nl\r\nSubject: ${subject}\r\nMessage-ID: <${subject.replace(/\W/g, "")}@integrator.test>\r\nDate: Mon, 23 Nov 2026 09:00:00 +0100\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`;

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `integrator-${stamp}`, name: "Integrator BV" });
  tenantId = tenant.id;
  const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
  for (const [type, file] of [
    ["customers", "customers.csv"],
    ["products", "products.csv"],
  ] as const)
    await importFileIntoType(appPool, tenant.id, type, path.join(catalog, file));
  const admin = `admin-${stamp}@integrator.test`;
  await createUser(appPool, {
    email: admin,
    password,
    tenantKey: tenant.key,
    role: "administrator",
  });
  adminToken = (await signInWithPkce(server.url, admin, password)).tokens.access_token;

  const types = (await (await asAdmin("/dynamic-assets/asset-types")).json()).data as Array<{
    id: string;
    key: string;
  }>;
  productsTypeId = types.find((type) => type.key === "products")?.id as string;
  const channel = await asAdmin("/connectivity/channels", "POST", {
    kind: "upload",
    name: "ERP uploads",
    settings: {},
  });
  channelId = (await channel.json()).data.id;
  const created = await asAdmin("/connectivity/api-clients", "POST", {
    name: "Warehouse ERP",
    expiration_date: null,
    scopes: ["read:validated_order", "write:order_data", "write:reference_data"],
  });
  expect(created.status).toBe(201);
  client = (await created.json()).data;

  const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
  await mkdir(generated, { recursive: true });
  await writeFile(path.join(generated, "api.d.ts"), await generateApiTypes(document));
}, 180_000);

afterAll(async () => {
  await rm(generated, { recursive: true, force: true });
});

describe("an integrator's client generated from the OpenAPI document", () => {
  it("compiles against the generated types", { timeout: 60_000 }, () => {
    expect(typeCheck([path.join(fixture, "integrator-client.ts")])).toEqual([]);
  });

  it("signs in, uploads an e-mail, pulls validated orders once each, takes one over and upserts products", {
    timeout: 120_000,
  }, async () => {
    // By path, so that the repository's type check does not follow it to the generated types.
    const program: IntegratorProgram = await import(path.join(fixture, "integrator-client.ts"));
    const { connectIntegrator } = program;
    const integrator = await connectIntegrator(server.url, client.client_id, client.client_secret);
    expect(integrator.scope.split(" ").sort()).toEqual([
      "read:validated_order",
      "write:order_data",
      "write:reference_data",
    ]);

    const uploaded = await integrator.uploadEmail(
      channelId,
      email(`Upload ${stamp}`, "Graag 4 x HB-M6x20-ZN"),
    );
    expect(uploaded.data).toMatchObject({ duplicate: false, inquiry_id: expect.any(String) });
    const inquiry = await asAdmin(`/orders/order-inquiries/${uploaded.data.inquiry_id}`);
    expect(inquiry.status).toBe(200);

    const start = await integrator.pullValidatedOrders();
    // An operator validates an order that came in by e-mail.
    const { inquiryId } = await receiveAndProcess(
      appPool,
      tenantId,
      Buffer.from(
        email(
          `Order ${stamp}`,
          `Graag leveren:\r\n3 x HB-M6x20-ZN\r\n\r\nOnze ordernummer: PO-${stamp}`,
        ),
      ),
    );
    const processed = (await (await asAdmin(`/orders/order-inquiries/${inquiryId}`)).json())
      .data as ProcessedInquiry;
    const validated = await validateThroughApi(
      (route, body) => asAdmin(route, "PUT", body),
      processed,
    );
    expect(validated.status).toBe(200);

    const pulled = await integrator.pullValidatedOrders(start.cursor);
    expect(pulled.orders).toEqual([
      { id: inquiryId, version: processed.version + 1, order_reference: `PO-${stamp}` },
    ]);
    expect(await integrator.markTakenOver(inquiryId)).toBe("completed");
    expect((await integrator.pullValidatedOrders(pulled.cursor)).orders).toEqual([]);
    const order = (await (await asAdmin(`/orders/order-inquiries/${inquiryId}`)).json()).data;
    expect(order.status).toBe("completed");

    const products = [
      { code: "HB-M6x20-ZN", description: `Hex bolt M6x20 zinc plated (${stamp})` },
      { code: `NEW-${stamp}`, description: "Cable tie 200 mm" },
    ];
    const first = await integrator.upsertProducts(productsTypeId, products);
    expect(first).toMatchObject({ match_field: "sku", created: 1, updated: 1, failed: 0 });
    const again = await integrator.upsertProducts(productsTypeId, products);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 0 });
  });
});
