/**
 * An example value for a JSON Schema (2020-12, as OpenAPI 3.1 writes it): the schema's own
 * example when it has one, else one built from its types, formats and bounds. Small on purpose:
 * it covers what our zod schemas produce, so every operation of the OpenAPI document shows an
 * answer an integrator can read (openapi-document.ts).
 */
export type JsonSchema = { [keyword: string]: unknown } | boolean;

/** Resolves a local `$ref` (#/components/schemas/…) to its schema. */
export type RefResolver = (ref: string) => JsonSchema | undefined;

// A self-referencing schema stops here with null rather than looping.
const MAX_DEPTH = 12;

const EXAMPLE_BY_FORMAT: Record<string, string> = {
  "date-time": "2026-03-31T09:30:00Z",
  date: "2026-03-31",
  time: "09:30:00",
  email: "buyer@example.com",
  uuid: "3f0c8a52-6d1e-4b7a-9c3e-2a5d7e8f9b10",
  uri: "https://erp.example.com/orders",
  url: "https://erp.example.com/orders",
  hostname: "mail.example.com",
  ipv4: "192.0.2.10",
  ipv6: "2001:db8::10",
  binary: "",
  byte: "",
};

export function exampleOf(schema: JsonSchema, resolve: RefResolver, depth = 0): unknown {
  if (typeof schema === "boolean" || depth > MAX_DEPTH) return null;
  // Generators leave keywords present but undefined: only a value counts.
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const next = (inner: unknown) => exampleOf(inner as JsonSchema, resolve, depth + 1);

  if (typeof schema.$ref === "string") {
    const target = resolve(schema.$ref);
    return target === undefined ? null : next(target);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map(next);
    return parts.every(isPlainObject) ? Object.assign({}, ...parts) : (parts[0] ?? null);
  }
  for (const keyword of ["oneOf", "anyOf"] as const) {
    const options = schema[keyword];
    if (Array.isArray(options) && options.length > 0) {
      // A nullable value shows its non-null form: that is what a reader wants to see.
      return next(options.find((option) => !isNullSchema(option)) ?? options[0]);
    }
  }

  switch (typeOf(schema)) {
    case "object":
      return objectExample(schema, next);
    case "array":
      return arrayExample(schema, next);
    case "string":
      return stringExample(schema);
    case "integer":
      return Math.ceil(numberExample(schema));
    case "number":
      return numberExample(schema);
    case "boolean":
      return true;
    default:
      return null;
  }
}

function typeOf(schema: { [keyword: string]: unknown }): string | undefined {
  const { type } = schema;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return type.find((name) => name !== "null") ?? type[0];
  if (schema.properties || schema.additionalProperties) return "object";
  if (schema.items || schema.prefixItems) return "array";
  return undefined;
}

function isNullSchema(schema: unknown): boolean {
  return isPlainObject(schema) && schema.type === "null";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function objectExample(schema: { [keyword: string]: unknown }, next: (inner: unknown) => unknown) {
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, next(property)]),
  );
}

function arrayExample(schema: { [keyword: string]: unknown }, next: (inner: unknown) => unknown) {
  if (Array.isArray(schema.prefixItems)) return schema.prefixItems.map(next);
  if (schema.items === undefined || schema.items === false) return [];
  const count = Math.max(1, typeof schema.minItems === "number" ? schema.minItems : 0);
  const item = next(schema.items);
  // Distinct items when the schema asks for them and the item is a number or a string.
  return Array.from({ length: count }, (_, index) =>
    schema.uniqueItems && index > 0 && typeof item === "number"
      ? item + index
      : schema.uniqueItems && index > 0 && typeof item === "string"
        ? `${item}${index}`
        : item,
  );
}

function stringExample(schema: { [keyword: string]: unknown }): string {
  const byFormat = typeof schema.format === "string" ? EXAMPLE_BY_FORMAT[schema.format] : undefined;
  if (byFormat !== undefined) return byFormat;
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Number.POSITIVE_INFINITY;
  const text = "string".padEnd(min, "x");
  return text.slice(0, Math.max(min, Math.min(text.length, max)));
}

function numberExample(schema: { [keyword: string]: unknown }): number {
  const number = (keyword: string) =>
    typeof schema[keyword] === "number" ? (schema[keyword] as number) : undefined;
  const lowest = number("minimum") ?? increment(number("exclusiveMinimum"));
  const highest = number("maximum") ?? decrement(number("exclusiveMaximum"));
  if (lowest !== undefined) return lowest;
  if (highest !== undefined && highest < 1) return highest;
  return 1;
}

const increment = (value: number | undefined) => (value === undefined ? undefined : value + 1);
const decrement = (value: number | undefined) => (value === undefined ? undefined : value - 1);
