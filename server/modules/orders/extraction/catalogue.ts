import { DescriptionIndex } from "./description-index.ts";
import { foldAccents } from "./match-tokens.ts";
import { PUBLIC_MAIL_DOMAINS } from "./public-mail-domains.ts";

export type CustomerRecord = {
  number: string;
  name: string;
  /** Known sender addresses. */
  emails: string[];
  /** The company's own mail domain(s). */
  domains: string[];
  vat: string | null;
};

export type ProductRecord = {
  code: string;
  ean: string | null;
  /** Catalogue texts in any language. */
  descriptions: string[];
  /** The sales unit lines are given in. */
  unit: string;
};

/** The tenant's customers and products with the lookups extraction needs, built once. */
export type Catalogue = {
  customers: CustomerRecord[];
  products: ProductRecord[];
  customerByNumber: Map<string, CustomerRecord>;
  customerByEmail: Map<string, CustomerRecord>;
  /** Only domains of exactly one customer, never a public mail provider's: a domain shared by several identifies none. */
  customerByDomain: Map<string, CustomerRecord>;
  customerByVat: Map<string, CustomerRecord>;
  customerNames: { name: string; customer: CustomerRecord }[];
  productByCode: Map<string, ProductRecord>;
  productByEan: Map<string, ProductRecord>;
  /** Longest code in normalised characters, to bound joining of text tokens. */
  longestCode: number;
  descriptions: DescriptionIndex<ProductRecord>;
};

/** A product code as compared: case and separators (space, dash, dot, slash) do not count. */
export function normaliseCode(code: string): string {
  return foldAccents(code)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

export function normaliseVat(vat: string): string {
  return vat.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** A company name as compared: legal forms and punctuation do not count. */
export function normaliseCompanyName(name: string): string {
  return foldAccents(name.toLowerCase())
    .replace(/\b(b\.?v\.?|n\.?v\.?|bvba|vof|v\.o\.f\.|gmbh|ltd|inc|srl|sa)(?=\s|$)/g, " ")
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();
}

export function buildCatalogue(customers: CustomerRecord[], products: ProductRecord[]): Catalogue {
  const customerByNumber = new Map<string, CustomerRecord>();
  const customerByEmail = new Map<string, CustomerRecord>();
  const customerByVat = new Map<string, CustomerRecord>();
  const domainOwners = new Map<string, Set<CustomerRecord>>();
  for (const customer of customers) {
    customerByNumber.set(customer.number.trim(), customer);
    for (const email of customer.emails) customerByEmail.set(email.trim().toLowerCase(), customer);
    if (customer.vat) customerByVat.set(normaliseVat(customer.vat), customer);
    const domains = new Set([
      ...customer.domains.map((domain) => domain.trim().toLowerCase()),
      ...customer.emails.map((email) => email.trim().toLowerCase().split("@")[1] ?? ""),
    ]);
    for (const domain of domains) {
      if (!domain) continue;
      const owners = domainOwners.get(domain) ?? new Set();
      owners.add(customer);
      domainOwners.set(domain, owners);
    }
  }
  const customerByDomain = new Map<string, CustomerRecord>();
  for (const [domain, owners] of domainOwners) {
    const [only] = owners;
    if (owners.size === 1 && only && !PUBLIC_MAIL_DOMAINS.has(domain))
      customerByDomain.set(domain, only);
  }
  const productByCode = new Map<string, ProductRecord>();
  const productByEan = new Map<string, ProductRecord>();
  let longestCode = 0;
  for (const product of products) {
    const code = normaliseCode(product.code);
    if (code) productByCode.set(code, product);
    longestCode = Math.max(longestCode, code.length);
    if (product.ean) productByEan.set(product.ean.replace(/\D/g, ""), product);
  }
  return {
    customers,
    products,
    customerByNumber,
    customerByEmail,
    customerByDomain,
    customerByVat,
    customerNames: customers
      .map((customer) => ({ name: normaliseCompanyName(customer.name), customer }))
      .filter((entry) => entry.name.length >= 4),
    productByCode,
    productByEan,
    longestCode,
    // each description, and all of a product's descriptions together: customers mix languages
    // ("nitrile gloves maat S zwart"), and the variant word may be in the other one
    descriptions: new DescriptionIndex(
      products.flatMap((product) => {
        const texts = product.descriptions.filter(Boolean);
        const entries = texts.map((text) => ({ item: product, text }));
        const joined = { item: product, text: texts.join(" "), countsForRarity: false };
        return texts.length > 1 ? [...entries, joined] : entries;
      }),
    ),
  };
}
