import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { withTenant } from "../../db/tenant-transaction.ts";
import { createTenant } from "../tenants/create-tenant.ts";

const { appPool } = connectTestDatabase();

describe("a new tenant's reference data", () => {
  it("starts with Customers and Products, shaped for matching", async () => {
    const tenant = await createTenant(appPool, {
      key: `defaults-${Date.now()}`,
      name: "Defaults BV",
    });
    const rows = await withTenant(appPool, tenant.id, async (tx) => {
      const { rows } = await tx.client.query<{
        type: string;
        field: string;
        purposes: string[];
        column: boolean;
      }>(
        `select t.key as type, f.key as field,
                coalesce(array_agg(a.purpose order by a.purpose) filter (where a.purpose is not null), '{}') as purposes,
                exists (select 1 from asset_type_table_fields c where c.field_id = f.id) as column
         from asset_types t join asset_type_fields f on f.asset_type_id = t.id
         left join asset_type_ai_fields a on a.field_id = f.id
         group by t.key, f.key, f.id, f.position order by t.key, f.position`,
      );
      return rows;
    });
    const types = [...new Set(rows.map((row) => row.type))];
    expect(types).toEqual(["customers", "products"]);
    const purposes = Object.fromEntries(
      rows.map((row) => [`${row.type}.${row.field}`, row.purposes]),
    );
    expect(purposes).toMatchObject({
      "customers.customer_number": ["number"],
      "customers.name": ["name"],
      "customers.email_domains": ["domain"],
      "customers.contact_emails": ["email"],
      "customers.vat_number": ["vat"],
      "products.sku": ["code"],
      "products.ean": ["ean"],
      "products.description_en": ["description"],
      "products.description_nl": ["description"],
    });
    expect(rows.filter((row) => row.column).length).toBeGreaterThan(4);
  });
});
