import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "./catalogue-fixture.ts";
import { findCustomer } from "./customer-finder.ts";
import type { SourceLine } from "./found-value.ts";

const catalogue = fixtureCatalogue();
const lines = (...texts: string[]): SourceLine[] =>
  texts.map((text) => ({ text, provenance: { source: "subject" }, origin: "own" }));
const find = (from: string | null, texts: string[] = [], forwardedAuthors: string[] = []) =>
  findCustomer({ from, forwardedAuthors, lines: lines(...texts) }, catalogue)?.value ?? null;

describe("findCustomer", () => {
  it("knows the sender's address and the company domain", () => {
    expect(find("inkoop@dezon.nl")).toBe("C100");
    expect(find("someone.else@dezon.nl")).toBe("C100");
  });
  it("does not take a shared mail domain for a customer", () => {
    expect(find("unknown@gmail.com")).toBeNull();
    expect(find("peeters.garage@gmail.com")).toBe("C200");
  });
  it("reads a customer number, a VAT number or the company name", () => {
    expect(find("x@example.com", ["Ons klantnummer is C300."])).toBe("C300");
    expect(find("x@example.com", ["BTW BE 0123.456.789"])).toBe("C200");
    expect(find("x@example.com", ["Bakkerij De Zon BV"])).toBe("C100");
  });
  it("uses the author of a forwarded order", () => {
    expect(find("colleague@elsewhere.com", [], ["inkoop@dezon.nl"])).toBe("C100");
  });
});

describe("findCustomer with learned senders", () => {
  const senders = new Map([
    ["orders@gmail.com", "C300"],
    ["inkoop@dezon.nl", "C200"],
  ]);
  const learned = (from: string, texts: string[] = [], forwardedAuthors: string[] = []) =>
    findCustomer({ from, forwardedAuthors, lines: lines(...texts) }, catalogue, senders);

  it("takes a sender an operator confirmed over the addresses and domains of the catalogue", () => {
    expect(learned("Orders@Gmail.com")).toMatchObject({
      value: "C300",
      how: "alias",
      confidence: 0.95,
    });
    expect(learned("inkoop@dezon.nl")).toMatchObject({ value: "C200", how: "alias" });
    expect(learned("colleague@elsewhere.com", [], ["orders@gmail.com"])).toMatchObject({
      value: "C300",
      how: "alias",
      confidence: 0.9,
    });
  });
  it("still takes a customer number written in the order first", () => {
    expect(learned("orders@gmail.com", ["Klantnummer: C100"])).toMatchObject({
      value: "C100",
      how: "number",
    });
  });
  it("ignores a learned sender for a customer no longer in the catalogue", () => {
    const gone = new Map([["someone@dezon.nl", "C999"]]);
    expect(
      findCustomer({ from: "someone@dezon.nl", forwardedAuthors: [], lines: [] }, catalogue, gone),
    ).toMatchObject({ value: "C100", how: "domain" });
  });
});

// Each of these held a backtracking pattern for seconds to minutes before it was bounded.
describe("findCustomer on adversarial text", () => {
  const spaces = " ".repeat(1_000_000);
  it("reads a label or a word followed by a megabyte of spaces to its end", () => {
    expect(find(null, [`Klantnummer${spaces}C200`])).toBe("C200");
    expect(find(null, [`x${spaces}NL123456789B01`])).toBe("C100");
    expect(find(null, [`klantnr${spaces}`, `btw${spaces}`])).toBeNull();
  });
});
