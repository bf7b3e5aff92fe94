import { describe, expect, it } from "vitest";
import { formatEmailAddress } from "./email-address";

describe("formatEmailAddress", () => {
  it("shows name and address", () => {
    expect(formatEmailAddress({ name: "Inkoop", address: "inkoop@klant.test" })).toBe(
      "Inkoop <inkoop@klant.test>",
    );
  });

  it("shows the bare address without a (different) name", () => {
    expect(formatEmailAddress({ name: "", address: "a@klant.test" })).toBe("a@klant.test");
    expect(formatEmailAddress({ name: " a@klant.test ", address: "a@klant.test" })).toBe(
      "a@klant.test",
    );
    expect(formatEmailAddress({ name: "Group", address: "" })).toBe("Group");
  });
});
