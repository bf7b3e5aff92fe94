import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { orderInput, schemaForIntent } from "./order-form-schema";

function submit(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema: schemaForIntent(fields.intent) });
}

/** The errors the form would show. */
const errorsOf = (fields: Record<string, string>) => submit(fields).reply().error;

const line = { "lines[0].id": "l1", "lines[0].product_code": "NW-1", "lines[0].quantity": "12,50" };

describe("the order form", () => {
  it("saves an incomplete order", () => {
    const submission = submit({ intent: "save", version: "3" });
    expect(submission.status).toBe("success");
  });

  it("validates only a complete order: customer, lines, product and quantity", () => {
    expect(errorsOf({ intent: "validate", version: "3" })).toMatchObject({
      customer_number: ["workspace:errors.customerRequired"],
      lines: ["workspace:errors.noLines"],
    });
    const noQuantity = errorsOf({
      intent: "validate",
      version: "3",
      customer_number: "K-1",
      "lines[0].product_code": "NW-1",
    });
    expect(noQuantity).toEqual({
      "lines[0].quantity": ["workspace:errors.quantityRequired"],
    });
  });

  it("refuses a malformed quantity, even on save", () => {
    const errors = errorsOf({ intent: "save", version: "3", "lines[0].quantity": "1.250,50" });
    expect(errors).toEqual({ "lines[0].quantity": ["workspace:errors.invalidDecimal"] });
  });

  it("sends the API normalised decimals and nulls for blanks", () => {
    const submission = submit({
      intent: "validate",
      version: "3",
      customer_number: "K-1",
      ...line,
    });
    if (submission.status !== "success" || submission.value.intent === "reject") throw new Error();
    expect(orderInput(submission.value)).toEqual({
      customer_number: "K-1",
      order_reference: null,
      requested_delivery_date: null,
      delivery_address: null,
      remarks: null,
      lines: [{ id: "l1", product_code: "NW-1", quantity: "12.5", unit: null, remarks: null }],
    });
  });

  it("rejects only with a reason", () => {
    expect(errorsOf({ intent: "reject", version: "3" })).toEqual({
      reason: ["workspace:errors.reasonRequired"],
    });
    expect(submit({ intent: "reject", version: "3", reason: "Duplicate" }).status).toBe("success");
  });
});
