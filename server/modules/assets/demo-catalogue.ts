import type { Transaction } from "../../db/tenant-transaction.ts";
import { validateEntryValues } from "./entry-values.ts";

/**
 * The demo tenant's own catalogue, made up from a few lists so a new user sees matching work at
 * once: 40 customers in the Netherlands and Belgium, and some 280 fasteners in EN and NL.
 */
const companies = [
  ["Bouwbedrijf", "Jansen"],
  ["Installatietechniek", "De Vries"],
  ["Machinebouw", "Bakker"],
  ["Elektro", "Visser"],
  ["Aannemersbedrijf", "Smit"],
  ["Metaalwerken", "Meijer"],
  ["Techniek", "De Boer"],
  ["Onderhoud", "Mulder"],
  ["Constructie", "De Groot"],
  ["Staalbouw", "Bos"],
  ["Dakwerken", "Vos"],
  ["Klimaattechniek", "Peters"],
  ["Renovatie", "Hendriks"],
  ["Montage", "Van Leeuwen"],
  ["Service", "Dekker"],
  ["Industrie", "Brouwer"],
  ["Werkplaats", "De Wit"],
  ["Timmerbedrijf", "Dijkstra"],
  ["Loodgieters", "Smits"],
  ["Bouwservice", "De Graaf"],
] as const;
const places = [
  ["Utrecht", "NL", "3511"],
  ["Amersfoort", "NL", "3811"],
  ["Zwolle", "NL", "8011"],
  ["Breda", "NL", "4811"],
  ["Gent", "BE", "9000"],
  ["Mechelen", "BE", "2800"],
  ["Hasselt", "BE", "3500"],
  ["Tilburg", "NL", "5038"],
] as const;
const streets = [
  "Industrieweg",
  "Havenstraat",
  "Ambachtsweg",
  "Nijverheidslaan",
  "Kanaaldijk",
] as const;

const families = [
  {
    code: "HB",
    en: "Hex bolt DIN 933",
    nl: "Zeskantbout DIN 933",
    unit: "box",
    sizes: ["M6", "M8", "M10", "M12"],
    lengths: [20, 30, 40, 50, 60],
  },
  {
    code: "HN",
    en: "Hex nut DIN 934",
    nl: "Zeskantmoer DIN 934",
    unit: "box",
    sizes: ["M5", "M6", "M8", "M10", "M12", "M16"],
    lengths: [0],
  },
  {
    code: "WS",
    en: "Washer DIN 125",
    nl: "Sluitring DIN 125",
    unit: "box",
    sizes: ["M5", "M6", "M8", "M10", "M12", "M16"],
    lengths: [0],
  },
  {
    code: "SS",
    en: "Socket cap screw DIN 912",
    nl: "Inbusbout DIN 912",
    unit: "box",
    sizes: ["M4", "M5", "M6", "M8"],
    lengths: [10, 16, 20, 25, 30],
  },
  {
    code: "CS",
    en: "Countersunk screw DIN 965",
    nl: "Verzonken schroef DIN 965",
    unit: "box",
    sizes: ["M3", "M4", "M5", "M6"],
    lengths: [8, 10, 12, 16, 20],
  },
  {
    code: "SW",
    en: "Spring washer DIN 127",
    nl: "Veerring DIN 127",
    unit: "box",
    sizes: ["M5", "M6", "M8", "M10", "M12", "M16"],
    lengths: [0],
  },
  {
    code: "WD",
    en: "Wood screw Torx",
    nl: "Houtschroef Torx",
    unit: "pack",
    sizes: ["4.0", "5.0", "6.0"],
    lengths: [30, 40, 50, 60, 80],
  },
] as const;
const finishes = [
  { code: "ZN", en: "zinc plated", nl: "verzinkt", factor: 1 },
  { code: "A2", en: "stainless steel A2", nl: "RVS A2", factor: 2.4 },
  { code: "TZ", en: "hot-dip galvanised", nl: "thermisch verzinkt", factor: 1.5 },
] as const;

export function demoCustomers() {
  return Array.from({ length: 40 }, (_, index) => {
    const [kind, family] = companies[index % companies.length] as (typeof companies)[number];
    const [city, country, postcode] = places[index % places.length] as (typeof places)[number];
    const name = index < companies.length ? `${kind} ${family}` : `${family} ${kind} B.V.`;
    const domain = `${`${kind}${family}`.toLowerCase().replace(/[^a-z]/g, "")}${index < companies.length ? "" : "-bv"}.${country.toLowerCase()}`;
    return {
      customer_number: String(20_001 + index * 7),
      name,
      email_domains: [domain],
      contact_emails: [`inkoop@${domain}`, `werkplaats@${domain}`],
      street: `${streets[index % streets.length]} ${10 + index}`,
      postal_code:
        country === "NL" ? `${postcode} ${String.fromCharCode(65 + (index % 26))}B` : postcode,
      city,
      country,
      vat_number:
        country === "NL"
          ? `NL8${String(10_000_000 + index * 7919).slice(0, 8)}B01`
          : `BE0${String(700_000_000 + index * 104_729).slice(0, 9)}`,
    };
  });
}

export function demoProducts() {
  const products = [];
  let ean = 871_234_500_000;
  for (const family of families) {
    for (const size of family.sizes) {
      for (const length of family.lengths) {
        for (const finish of finishes) {
          const dimension = length ? `${size}x${length}` : size;
          const base = (Number.parseFloat(size.replace("M", "")) * (length || 10)) / 40 + 2;
          products.push({
            sku: `${family.code}-${dimension}-${finish.code}`,
            ean: String(ean++),
            description_en: `${family.en} ${dimension} ${finish.en} (${family.unit === "box" ? "box of 100" : "pack of 200"})`,
            description_nl: `${family.nl} ${dimension} ${finish.nl} (${family.unit === "box" ? "doos à 100" : "pak à 200"})`,
            unit: family.unit,
            price: (base * finish.factor).toFixed(2),
          });
        }
      }
    }
  }
  return products;
}

/** Fills the transaction's tenant's Customers and Products, through the same value checks as the API. */
export async function seedDemoCatalogue(tx: Transaction, tenantId: string): Promise<void> {
  for (const [typeKey, entries] of [
    ["customers", demoCustomers()],
    ["products", demoProducts()],
  ] as const) {
    const { rows: types } = await tx.client.query<{ id: string }>(
      "select id from asset_types where key = $1",
      [typeKey],
    );
    const typeId = types[0]?.id;
    if (!typeId) continue;
    const { rows: fields } = await tx.client.query<{
      key: string;
      label: string;
      dataType: string;
      required: boolean;
      options: string[];
    }>(
      `select key, label, data_type as "dataType", required, options from asset_type_fields where asset_type_id = $1`,
      [typeId],
    );
    const values = entries.map((entry) => validateEntryValues(fields, entry));
    await tx.client.query(
      `insert into asset_entries (tenant_id, asset_type_id, values)
       select $1, $2, value from jsonb_array_elements($3::jsonb) as value`,
      [tenantId, typeId, JSON.stringify(values)],
    );
  }
}
