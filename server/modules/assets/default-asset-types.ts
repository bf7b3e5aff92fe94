import type { Transaction } from "../../db/tenant-transaction.ts";
import type { AiFieldPurpose } from "./ai-fields-service.ts";
import type { FieldDataType } from "./field-data-types.ts";
import { defaultDisplayKind, defaultInputKind } from "./placement-kinds.ts";

type DefaultField = {
  key: string;
  label: string;
  dataType: FieldDataType;
  required?: boolean;
  options?: string[];
  ai?: AiFieldPurpose[];
  column?: boolean;
};

/** Sales units, as the corpus and the ERP write them: pieces, boxes, metres, kilograms … */
export const PRODUCT_UNITS = ["pcs", "box", "pack", "roll", "m", "kg", "set", "pair", "l"];

/**
 * What every new tenant starts with: Customers and Products, with the fields the order
 * pipeline matches on. Administrators change them like any asset type.
 */
const defaults: Array<{ key: string; name: string; description: string; fields: DefaultField[] }> =
  [
    {
      key: "customers",
      name: "Customers",
      description: "Who orders: matched on number, name, e-mail addresses and domains.",
      fields: [
        {
          key: "customer_number",
          label: "Customer number",
          dataType: "string",
          required: true,
          ai: ["number"],
          column: true,
        },
        {
          key: "name",
          label: "Name",
          dataType: "string",
          required: true,
          ai: ["name"],
          column: true,
        },
        {
          key: "email_domains",
          label: "E-mail domains",
          dataType: "array",
          ai: ["domain"],
          column: true,
        },
        {
          key: "contact_emails",
          label: "Contact e-mail addresses",
          dataType: "array",
          ai: ["email"],
        },
        { key: "street", label: "Street", dataType: "string" },
        { key: "postal_code", label: "Postal code", dataType: "string" },
        { key: "city", label: "City", dataType: "string", column: true },
        { key: "country", label: "Country", dataType: "string", column: true },
        { key: "vat_number", label: "VAT number", dataType: "string", ai: ["vat"] },
      ],
    },
    {
      key: "products",
      name: "Products",
      description: "What is ordered: matched on code, EAN and descriptions.",
      fields: [
        {
          key: "sku",
          label: "Product code",
          dataType: "string",
          required: true,
          ai: ["code"],
          column: true,
        },
        { key: "ean", label: "EAN", dataType: "string", ai: ["ean"], column: true },
        {
          key: "description_en",
          label: "Description (English)",
          dataType: "text",
          ai: ["description"],
          column: true,
        },
        {
          key: "description_nl",
          label: "Description (Dutch)",
          dataType: "text",
          ai: ["description"],
        },
        {
          key: "unit",
          label: "Unit",
          dataType: "enum",
          options: PRODUCT_UNITS,
          ai: ["unit"],
          column: true,
        },
        { key: "price", label: "Price", dataType: "decimal", column: true },
      ],
    },
  ];

/** Creates the default asset types in the transaction's tenant. */
export async function createDefaultAssetTypes(tx: Transaction, tenantId: string): Promise<void> {
  for (const type of defaults) {
    const { rows } = await tx.client.query<{ id: string }>(
      "insert into asset_types (tenant_id, key, name, description) values ($1, $2, $3, $4) returning id",
      [tenantId, type.key, type.name, type.description],
    );
    const typeId = rows[0]?.id;
    let column = 0;
    for (const [position, field] of type.fields.entries()) {
      const { rows: created } = await tx.client.query<{ id: string }>(
        `insert into asset_type_fields (tenant_id, asset_type_id, key, label, data_type, required, options, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          tenantId,
          typeId,
          field.key,
          field.label,
          field.dataType,
          field.required ?? false,
          JSON.stringify(field.options ?? []),
          position,
        ],
      );
      const fieldId = created[0]?.id;
      for (const purpose of field.ai ?? []) {
        await tx.client.query(
          "insert into asset_type_ai_fields (tenant_id, asset_type_id, field_id, purpose) values ($1, $2, $3, $4)",
          [tenantId, typeId, fieldId, purpose],
        );
      }
      await tx.client.query(
        `insert into asset_type_form_fields (tenant_id, asset_type_id, field_id, input_kind, position)
         values ($1, $2, $3, $4, $5)`,
        [tenantId, typeId, fieldId, defaultInputKind[field.dataType], position],
      );
      if (field.column) {
        await tx.client.query(
          `insert into asset_type_table_fields (tenant_id, asset_type_id, field_id, display_kind, position)
           values ($1, $2, $3, $4, $5)`,
          [tenantId, typeId, fieldId, defaultDisplayKind[field.dataType], column++],
        );
      }
    }
  }
}
