import { describe, expect, it } from "vitest";
import { classifyMessage } from "./non-order-classifier.ts";

const classify = (ownText: string, lineCount = 1, subject = "", autoReplyHeaders: string[] = []) =>
  classifyMessage({ subject, autoReplyHeaders, ownText, lineCount }).kind;

describe("classifyMessage", () => {
  it("recognises automatic replies", () => {
    expect(classify("Ik ben afwezig tot maandag.", 0)).toBe("auto-reply");
    expect(classify("Thanks", 1, "Automatic reply: Order")).toBe("auto-reply");
    expect(classify("", 0, "Hello", ["auto-submitted"])).toBe("auto-reply");
  });
  it("recognises questions and requests for quotation", () => {
    expect(classify("Wat is de levertijd van de tuinslang? Graag ook een prijsopgave.")).toBe(
      "question",
    );
    expect(classify("Could you send us a quote for 20 helmets?")).toBe("question");
  });
  it("takes order wording over a question", () => {
    expect(classify("Hierbij onze bestelling. Wat is de levertijd?")).toBe("order");
    expect(classify("Please supply the following:", 2)).toBe("order");
  });
  it("takes lines it found no product in for an order only beside order wording", () => {
    const classifyUnmatched = (ownText: string) =>
      classifyMessage({
        subject: "",
        autoReplyHeaders: [],
        ownText,
        lineCount: 0,
        unmatchedCount: 1,
      }).kind;
    expect(classifyUnmatched("Hierbij onze bestelling:\n10 x blauwe dingen")).toBe("order");
    expect(classifyUnmatched("Hoi,\n10 x blauwe dingen")).toBe("no-order-lines");
    expect(classifyUnmatched("Wat kost 10 x blauwe dingen?")).toBe("question");
  });
});
