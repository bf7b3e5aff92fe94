import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { apiValue, entryFormSchema, formDefault } from "./entry-form-schema";
import type { PlacedField } from "./field-layout";

const field = (key: string, dataType: string, kind: string, extra: Partial<PlacedField> = {}) => ({
  key,
  label: key,
  dataType,
  kind,
  required: false,
  options: [],
  ...extra,
});

const fields = [
  field("sku", "string", "text", { required: true }),
  field("price", "decimal", "decimal"),
  field("unit", "enum", "select", { options: ["box", "piece"] }),
  field("active", "boolean", "checkbox"),
  field("aliases", "array", "manyform"),
];
const schema = entryFormSchema({
  formFields: fields,
  relationships: [{ key: "made_for", label: "Made for", kind: "belongsTo", targetTypeId: "t" }],
});

function parse(entries: Array<[string, string]>) {
  const formData = new FormData();
  for (const [name, value] of [["intent", "save"], ["type", "t"], ...entries]) {
    formData.append(name as string, value as string);
  }
  return parseWithZod(formData, { schema });
}

describe("the entry form", () => {
  it("accepts a decimal with a comma or a dot, and lists one value per line", () => {
    const submission = parse([
      ["values.sku", "HB-1"],
      ["values.price", "12,50"],
      ["values.unit", "Box"],
      ["values.active", "on"],
      ["values.aliases", "bolt\n\nscrew "],
      ["values.aliases", "nut"],
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const values = submission.value.values;
    expect(fields.map((f) => apiValue(f, values[f.key]))).toEqual([
      "HB-1",
      "12,50",
      "Box",
      true,
      ["bolt", "screw", "nut"],
    ]);
  });

  it("marks each bad value next to its field, with a translation key", () => {
    const submission = parse([
      ["values.price", "abc"],
      ["values.unit", "crate"],
    ]);
    expect(submission.status).toBe("error");
    if (submission.status !== "error") return;
    expect(submission.error).toEqual({
      "values.sku": ["reference-data:errors.required"],
      "values.price": ["reference-data:errors.decimal"],
      "values.unit": ["reference-data:errors.option"],
    });
  });

  it("shows stored values as a person types them", () => {
    expect(formDefault(fields[1] as PlacedField, "5.09")).toBe("5,09");
    expect(formDefault(fields[3] as PlacedField, true)).toBe("on");
    expect(formDefault(fields[4] as PlacedField, ["a", "b"])).toEqual(["a", "b"]);
    expect(formDefault(field("at", "dateTime", "datetime"), "2026-07-01T10:00:00.000Z")).toBe(
      "2026-07-01T12:00",
    );
  });
});
