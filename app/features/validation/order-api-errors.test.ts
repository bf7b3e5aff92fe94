import { describe, expect, it } from "vitest";
import { fieldNameOfIssuePath } from "./order-api-errors.server";

describe("fieldNameOfIssuePath", () => {
  it("names the form's field of an API issue", () => {
    expect(fieldNameOfIssuePath(["order", "lines", 0, "product_code"])).toBe(
      "lines[0].product_code",
    );
    expect(fieldNameOfIssuePath(["order", "customer_number"])).toBe("customer_number");
    expect(fieldNameOfIssuePath(["order", "lines"])).toBe("lines");
    expect(fieldNameOfIssuePath(["version"])).toBe("version");
  });
});
