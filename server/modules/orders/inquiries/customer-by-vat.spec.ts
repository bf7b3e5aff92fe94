import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import type { ExtractedOrder } from "../extraction/extract-order.ts";
import { receiveAndProcess } from "./receive-and-process.ts";

/**
 * A customer writing from an address the catalogue does not know is recognised by the VAT
 * number in the signature: the default Customers type uses its VAT field as `vat`.
 */
const { appPool } = connectTestDatabase();
const stamp = Date.now();
const catalog = path.resolve("tests/fixtures/orders-dev/catalog");
let tenantId: string;

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `vat-${stamp}`, name: "VAT BV" });
  tenantId = tenant.id;
  await importFileIntoType(appPool, tenantId, "customers", path.join(catalog, "customers.csv"));
  await importFileIntoType(appPool, tenantId, "products", path.join(catalog, "products.csv"));
});

async function process(raw: Buffer) {
  return (await receiveAndProcess(appPool, tenantId, raw)).order as ExtractedOrder;
}

describe("customers by VAT number", () => {
  it("recognises the customer by the VAT number in a signature from an unknown address", async () => {
    const order = await process(
      Buffer.from(
        [
          "From: Werkplaats <werkplaats.ruben@gmail.com>",
          "To: orders@technigro.nl",
          `Subject: Bestelling ${stamp}`,
          `Message-ID: <${stamp}@vat.test>`,
          "Date: Mon, 23 Nov 2026 09:00:00 +0100",
          "Content-Type: text/plain; charset=utf-8",
          "",
          "Graag leveren:",
          "10 x HB-M6x20-ZN",
          "",
          "Groet,",
          "Werkplaats",
          "BTW NL 8992.20.654.B02",
          "",
        ].join("\r\n"),
      ),
    );
    expect(order.isOrder).toBe(true);
    expect(order.customer).toMatchObject({ customerNumber: "19376", how: "vat" });
  });
});
