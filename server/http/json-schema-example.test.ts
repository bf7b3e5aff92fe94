import { describe, expect, it } from "vitest";
import { exampleOf, type JsonSchema } from "./json-schema-example.ts";

const components: Record<string, JsonSchema> = {
  Customer: {
    type: "object",
    properties: { code: { type: "string", example: "C-1001" }, parent: { $ref: "#/Customer" } },
  },
  Line: { type: "object", properties: { quantity: { type: "number", exclusiveMinimum: 0 } } },
};
const resolve = (ref: string) => components[ref.slice(2)];

describe("exampleOf", () => {
  it("takes the schema's own example, then its examples, default, const or first enum value", () => {
    expect(exampleOf({ type: "string", example: "ORD-7" }, resolve)).toBe("ORD-7");
    expect(exampleOf({ type: "string", examples: ["a", "b"] }, resolve)).toBe("a");
    expect(exampleOf({ type: "integer", default: 50 }, resolve)).toBe(50);
    expect(exampleOf({ const: "webhook.test" }, resolve)).toBe("webhook.test");
    expect(exampleOf({ type: "string", enum: ["pending_validation", "saved"] }, resolve)).toBe(
      "pending_validation",
    );
  });

  it("shows a nullable value in its non-null form", () => {
    expect(exampleOf({ type: ["string", "null"], format: "date-time" }, resolve)).toBe(
      "2026-03-31T09:30:00Z",
    );
    expect(exampleOf({ anyOf: [{ type: "null" }, { type: "boolean" }] }, resolve)).toBe(true);
  });

  it("follows references, merges allOf, and stops a schema that refers to itself", () => {
    const value = exampleOf(
      {
        allOf: [
          { $ref: "#/Customer" },
          { type: "object", properties: { ok: { type: "boolean" } } },
        ],
      },
      resolve,
    ) as Record<string, unknown>;
    expect(value.code).toBe("C-1001");
    expect(value.ok).toBe(true);
    let depth = 0;
    for (let node = value; node && typeof node === "object"; node = node.parent as typeof value) {
      depth += 1;
    }
    expect(depth).toBeLessThan(20);
  });

  it("keeps to lengths, bounds and item counts", () => {
    expect(exampleOf({ type: "string", minLength: 10 }, resolve)).toHaveLength(10);
    expect(exampleOf({ type: "string", maxLength: 3 }, resolve)).toHaveLength(3);
    expect(exampleOf({ type: "integer", minimum: 1, maximum: 1000 }, resolve)).toBe(1);
    expect(exampleOf({ type: "number", maximum: -5 }, resolve)).toBe(-5);
    expect(exampleOf({ $ref: "#/Line" }, resolve)).toEqual({ quantity: 1 });
    expect(
      exampleOf(
        { type: "array", items: { type: "string" }, minItems: 2, uniqueItems: true },
        resolve,
      ),
    ).toEqual(["string", "string1"]);
  });
});
