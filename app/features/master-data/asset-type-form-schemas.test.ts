import { describe, expect, it } from "vitest";
import { designKeySchema } from "../../../server/contracts/assets/asset-type";
import { keySchema } from "./asset-type-form-schemas";

const accepted = ["a", "product_code", "ean13", `a${"b".repeat(62)}`, "  padded  "];
const refused = ["", "1st", "_key", "Product", "product-code", "prijs€", `a${"b".repeat(63)}`];

describe("the key of an asset type, field or relationship", () => {
  it("is accepted by the form where the API accepts it", () => {
    for (const key of accepted) {
      expect(keySchema.safeParse(key).success, key).toBe(true);
      expect(designKeySchema.safeParse(key).success, key).toBe(true);
    }
  });

  it("is refused by the form, with its own words, where the API refuses it", () => {
    for (const key of refused) {
      const result = keySchema.safeParse(key);
      expect(result.error?.issues[0]?.message, key).toBe("master-data:errors.keyInvalid");
      expect(designKeySchema.safeParse(key).success, key).toBe(false);
    }
  });
});
