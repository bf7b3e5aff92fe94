import { describe, expect, it } from "vitest";
import { chooseBodyView } from "./body-view";

describe("chooseBodyView", () => {
  it("opens an HTML e-mail as HTML, unless the text is asked for", () => {
    expect(chooseBodyView(null, true)).toBe("html");
    expect(chooseBodyView("html", true)).toBe("html");
    expect(chooseBodyView("nonsense", true)).toBe("html");
    expect(chooseBodyView("text", true)).toBe("text");
  });

  it("has only text for an e-mail without HTML", () => {
    expect(chooseBodyView("html", false)).toBe("text");
    expect(chooseBodyView(null, false)).toBe("text");
  });
});
