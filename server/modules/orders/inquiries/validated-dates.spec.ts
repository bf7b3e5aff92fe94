import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { receiveAndProcess } from "./receive-and-process.ts";

/**
 * The archive's filter by validation date (decision 038): `validated_from` and `validated_to`,
 * both included, a date meaning that whole day in the tenant's time zone.
 */
const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
let token = "";
let tenantId = "";
const ids: Record<string, string> = {};

// When each order was validated; Brussels is UTC+1 until 29 March 2026, UTC+2 after.
const VALIDATED = {
  lastOfFirstMarch: "2026-03-01T22:59:59.999Z", // 1 March, 23:59:59.999 in Brussels
  firstOfSecondMarch: "2026-03-01T23:00:00.000Z", // 2 March, 00:00 in Brussels
  lastOfMarch: "2026-03-31T21:59:59.999Z", // 31 March, 23:59:59.999 in Brussels
  firstOfApril: "2026-03-31T22:00:00.000Z", // 1 April, 00:00 in Brussels
} as const;
type Name = keyof typeof VALIDATED | "rejected";

async function archived(query: string) {
  const response = await callApi(
    server.url,
    token,
    `/api/orders/order-inquiries?status=validated,rejected&per_page=200&${query}`,
  );
  expect(response.status).toBe(200);
  const rows = (await response.json()).data as Array<{ id: string }>;
  return (Object.keys(ids) as Name[]).filter((name) => rows.some((row) => row.id === ids[name]));
}

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `validated-${stamp}`, name: "Datums BV" });
  tenantId = tenant.id;
  const email = `operator-${stamp}@validated.test`;
  const password = "validated-dates-spec-password";
  await createUser(appPool, { email, password, tenantKey: tenant.key, role: "operator" });
  token = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  for (const name of [...Object.keys(VALIDATED), "rejected"] as Name[]) {
    const raw = Buffer.from(
      `From: buyer@klant.test\r\nTo: orders@datums.test\r\nSubject: ${name} ${stamp}\r\nMessage-ID: <${name}.${stamp}@validated.test>\r\nDate: Mon, 23 Feb 2026 09:00:00 +0100\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nGraag 10 x HB-M6x20-ZN\r\n`,
    );
    ids[name] = (await receiveAndProcess(appPool, tenantId, raw)).inquiryId;
  }
  // Validated (and rejected) on days that have passed: set as the validation leaves them.
  for (const [name, at] of Object.entries(VALIDATED)) {
    await ownerPool.query(
      "update order_inquiries set status = 'validated', validated_at = $2 where id = $1",
      [ids[name], at],
    );
  }
  await ownerPool.query("update order_inquiries set status = 'rejected' where id = $1", [
    ids.rejected,
  ]);
}, 120_000);

describe("the archive by validation date", () => {
  it("includes both days given, whole, in the tenant's time zone", async () => {
    expect(await archived("")).toEqual([...Object.keys(VALIDATED), "rejected"]);
    expect(await archived("validated_from=2026-03-02&validated_to=2026-03-31")).toEqual([
      "firstOfSecondMarch",
      "lastOfMarch",
    ]);
    expect(await archived("validated_to=2026-03-01")).toEqual(["lastOfFirstMarch"]);
    expect(await archived("validated_from=2026-04-01")).toEqual(["firstOfApril"]);
    expect(await archived("validated_from=2026-03-01&validated_to=2026-03-01")).toEqual([
      "lastOfFirstMarch",
    ]);
    // An order never validated has no validation date: any range leaves it out.
    expect(await archived("validated_from=2000-01-01")).not.toContain("rejected");
  });

  it("takes instants too, both included", async () => {
    expect(
      await archived(
        `validated_from=${encodeURIComponent("2026-03-02T00:00:00+01:00")}&validated_to=${encodeURIComponent(VALIDATED.lastOfMarch)}`,
      ),
    ).toEqual(["firstOfSecondMarch", "lastOfMarch"]);
  });

  it("reads a day in the tenant's own time zone", async () => {
    await ownerPool.query("update tenant_settings set time_zone = 'UTC' where tenant_id = $1", [
      tenantId,
    ]);
    try {
      expect(await archived("validated_to=2026-03-01")).toEqual([
        "lastOfFirstMarch",
        "firstOfSecondMarch",
      ]);
    } finally {
      await ownerPool.query(
        "update tenant_settings set time_zone = 'Europe/Brussels' where tenant_id = $1",
        [tenantId],
      );
    }
  });

  it("refuses a value that is no date with a 400 naming the parameter", async () => {
    for (const [query, name] of [
      ["validated_from=2026-02-30", "validated_from"],
      ["validated_to=yesterday", "validated_to"],
      ["validated_to=2026-03-01T10:00:00", "validated_to"], // an instant needs its offset
      ["validated_from=1-3-2026&validated_to=31-3-2026", "validated_from, validated_to"],
    ]) {
      const response = await callApi(server.url, token, `/api/orders/order-inquiries?${query}`);
      expect(response.status, query).toBe(400);
      const { error } = await response.json();
      expect(error).toMatchObject({
        code: "bad_request",
        message: expect.stringMatching(new RegExp(`: ${name}$`)),
      });
    }
  });

  it("documents both parameters in the OpenAPI document", async () => {
    const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
    const parameters = document.paths["/orders/order-inquiries"].get.parameters as Array<{
      name: string;
      in: string;
      description?: string;
    }>;
    for (const name of ["validated_from", "validated_to"]) {
      expect(parameters.find((parameter) => parameter.name === name)).toMatchObject({
        in: "query",
        description: expect.stringContaining("tenant's time zone"),
      });
    }
  });
});
