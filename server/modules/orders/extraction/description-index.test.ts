import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "./catalogue-fixture.ts";

const best = (text: string) => fixtureCatalogue().descriptions.search(text, 1)[0]?.item.code;

describe("DescriptionIndex", () => {
  it("finds products by abbreviated or misspelled descriptions", () => {
    expect(best("houtschroeven 4x40 verz.")).toBe("SC-4x40-ZN");
    expect(best("houtschroef 4x40 rvs")).toBe("SC-4x40-A2");
    expect(best("werkhandschoen maat 9")).toBe("GL-9");
    expect(best("tuinslnag groen")).toBe("4410");
  });
  it("finds a compound by its head word", () => {
    expect(best("bouwhelmen wit")).toBe("H-200");
  });
});
