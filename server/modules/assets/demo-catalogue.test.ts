import { describe, expect, it } from "vitest";
import { demoCustomers, demoProducts } from "./demo-catalogue.ts";

describe("the demo catalogue", () => {
  it("has a few dozen customers and a few hundred products, each code once", () => {
    const customers = demoCustomers();
    const products = demoProducts();
    expect(customers).toHaveLength(40);
    expect(products.length).toBeGreaterThan(250);
    expect(new Set(customers.map((c) => c.customer_number)).size).toBe(customers.length);
    expect(new Set(customers.flatMap((c) => c.email_domains)).size).toBe(customers.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.ean)).size).toBe(products.length);
    expect(products[0]).toMatchObject({
      sku: "HB-M6x20-ZN",
      description_en: "Hex bolt DIN 933 M6x20 zinc plated (box of 100)",
      description_nl: "Zeskantbout DIN 933 M6x20 verzinkt (doos à 100)",
      unit: "box",
    });
  });
});
