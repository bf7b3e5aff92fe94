import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { applyChoices, formDataWithOrder, readChoices } from "./conflict-choices";
import { type Choice, choiceName, type FormOrder } from "./conflict-comparison";
import type { WorkingOrder } from "./order-api.server";
import { orderFormSchema } from "./order-form-schema";

// Saved by someone else: another reference, line a's quantity 8, line b removed, line c added.
const saved: WorkingOrder = {
  customer_number: "K-1",
  order_reference: "THEIR-REF",
  requested_delivery_date: null,
  delivery_address: null,
  remarks: null,
  corrected_fields: [],
  lines: [
    {
      id: "a",
      product_code: "NW-1",
      quantity: "8",
      unit: "box",
      remarks: null,
      ai_line: 0,
      corrected_fields: [],
    },
    {
      id: "c",
      product_code: "NW-3",
      quantity: "2.5",
      unit: "box",
      remarks: null,
      ai_line: null,
      corrected_fields: [],
    },
  ],
};

// In the operator's form: their own reference and remarks, line a changed, b kept, one added.
const mine: FormOrder = {
  customer_number: "K-1",
  order_reference: "MY-REF",
  remarks: "Ring twice",
  lines: [
    { id: "a", ai_line: "0", product_code: "NW-1", quantity: "7,25", unit: "pcs" },
    { id: "b", product_code: "NW-2", quantity: "1", unit: "box" },
    { product_code: "NW-9", quantity: "4" },
  ],
};

const choose = (entries: [string, Choice][]) => new Map(entries);

describe("applyChoices", () => {
  it("keeps the operator's value where they chose theirs, takes the saved one elsewhere", () => {
    const merged = applyChoices(
      mine,
      saved,
      choose([
        [choiceName.header("order_reference"), "mine"],
        [choiceName.header("remarks"), "theirs"],
        [choiceName.lineValue("a", "quantity"), "theirs"],
        [choiceName.lineValue("a", "unit"), "mine"],
        [choiceName.line("b"), "theirs"],
        [choiceName.line("c"), "theirs"],
      ]),
    );
    expect(merged.order_reference).toBe("MY-REF");
    expect(merged.remarks).toBeUndefined();
    expect(merged.lines).toEqual([
      { id: "a", ai_line: "0", product_code: "NW-1", quantity: "8,00", unit: "pcs" },
      { product_code: "NW-9", quantity: "4" },
      { id: "c", product_code: "NW-3", quantity: "2,50", unit: "box" },
    ]);
  });

  it("keeps a line the other removed and leaves out one they added, when the operator says so", () => {
    const merged = applyChoices(
      mine,
      saved,
      choose([
        [choiceName.line("b"), "mine"],
        [choiceName.line("c"), "mine"],
      ]),
    );
    expect(merged.lines?.map((line) => line.product_code)).toEqual(["NW-1", "NW-2", "NW-9"]);
  });

  it("changes nothing without choices", () => {
    expect(applyChoices(mine, saved, new Map())).toEqual(mine);
  });
});

describe("the form with the choices applied", () => {
  it("reads the choices and nothing else", () => {
    const formData = new FormData();
    formData.set("resolve:order_reference", "theirs");
    formData.set("resolve:line:a:quantity", "mine");
    formData.set("resolve:remarks", "both");
    formData.set("order_reference", "MY-REF");
    expect([...readChoices(formData)]).toEqual([
      ["resolve:order_reference", "theirs"],
      ["resolve:line:a:quantity", "mine"],
    ]);
  });

  it("posts the merged order with the form's version and intent, as the form schema reads it", () => {
    const posted = new FormData();
    posted.set("intent", "save");
    posted.set("version", "4");
    posted.set("order_reference", "MY-REF");
    posted.set("lines[0].id", "a");
    posted.set("lines[0].quantity", "7,25");
    posted.set("lines[1].id", "b");
    posted.set("resolve:order_reference", "theirs");
    const order = applyChoices(
      { order_reference: "MY-REF", lines: [{ id: "a", quantity: "7,25" }, { id: "b" }] },
      saved,
      readChoices(posted),
    );
    const submission = parseWithZod(formDataWithOrder(posted, order), {
      schema: orderFormSchema("save"),
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "save",
      version: 4,
      order_reference: "THEIR-REF",
      lines: [{ id: "a", quantity: "7,25" }, { id: "b" }],
    });
  });
});
