import { describe, expect, it } from "vitest";
import { compareOrders, type FormOrder, readFormOrder } from "./conflict-comparison";
import type { WorkingOrder } from "./order-api.server";

const savedLine = (id: string, product: string, quantity: string | null) => ({
  id,
  product_code: product,
  quantity,
  unit: "box",
  corrected_fields: [],
  remarks: null,
  ai_line: 0,
});

// As someone else saved it: another reference, line a's quantity 8, line b removed, line c added.
const saved: WorkingOrder = {
  customer_number: "K-1",
  order_reference: "THEIR-REF",
  requested_delivery_date: "2026-03-02",
  delivery_address: null,
  remarks: null,
  corrected_fields: [],
  lines: [savedLine("a", "NW-1", "8"), savedLine("c", "NW-3", "2.5")],
};

// As the operator has it in the form: their own reference, a's quantity 7,25 and its unit,
// line b kept, and a line of their own (no id yet).
const mine: FormOrder = {
  customer_number: "K-1",
  order_reference: "MY-REF",
  requested_delivery_date: "2026-03-02",
  lines: [
    { id: "a", ai_line: "0", product_code: "NW-1", quantity: "7,25", unit: "pcs" },
    { id: "b", product_code: "NW-2", quantity: "1", unit: "box" },
    { product_code: "NW-9", quantity: "4" },
  ],
};

describe("compareOrders", () => {
  it("lists every value that differs, field by field, and the lines only one side has", () => {
    expect(compareOrders(mine, saved)).toEqual([
      {
        kind: "header",
        name: "resolve:order_reference",
        field: "order_reference",
        mine: "MY-REF",
        theirs: "THEIR-REF",
      },
      {
        kind: "line-value",
        name: "resolve:line:a:quantity",
        field: "quantity",
        lineNumber: 1,
        mine: "7,25",
        theirs: "8,00",
      },
      {
        kind: "line-value",
        name: "resolve:line:a:unit",
        field: "unit",
        lineNumber: 1,
        mine: "pcs",
        theirs: "box",
      },
      {
        kind: "line",
        name: "resolve:line:b",
        lineNumber: 2,
        mine: { product_code: "NW-2", quantity: "1", unit: "box" },
        theirs: null,
      },
      {
        kind: "line",
        name: "resolve:line:c",
        lineNumber: null,
        mine: null,
        theirs: { product_code: "NW-3", quantity: "2,50", unit: "box" },
      },
    ]);
  });

  it("sees no difference in how a value is written: blanks, spaces, a quantity's decimals", () => {
    const same: FormOrder = {
      customer_number: " K-1 ",
      order_reference: "THEIR-REF",
      requested_delivery_date: "2026-03-02",
      delivery_address: "",
      lines: [
        { id: "a", product_code: "NW-1", quantity: "8,00", unit: "box" },
        { id: "c", product_code: "NW-3", quantity: "2.50", unit: "box", remarks: "" },
      ],
    };
    expect(compareOrders(same, saved)).toEqual([]);
  });
});

describe("reading the form", () => {
  it("reads the submitted values of a form that did not pass its checks", () => {
    expect(
      readFormOrder({
        order_reference: "MY-REF",
        version: "3",
        lines: [{ id: "a", quantity: "1.250,50", ai_line: "0" }, "junk"],
      }),
    ).toEqual({
      customer_number: undefined,
      order_reference: "MY-REF",
      requested_delivery_date: undefined,
      delivery_address: undefined,
      remarks: undefined,
      lines: [
        {
          id: "a",
          ai_line: "0",
          product_code: undefined,
          quantity: "1.250,50",
          unit: undefined,
          remarks: undefined,
        },
        {
          id: undefined,
          ai_line: undefined,
          product_code: undefined,
          quantity: undefined,
          unit: undefined,
          remarks: undefined,
        },
      ],
    });
  });
});
