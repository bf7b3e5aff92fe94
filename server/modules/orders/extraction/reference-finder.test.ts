import { describe, expect, it } from "vitest";
import type { SourceLine } from "./found-value.ts";
import { findOrderReference, isReplySubject } from "./reference-finder.ts";

const own = (text: string): SourceLine => ({
  text,
  provenance: { source: "subject" },
  origin: "own",
});
const subject = (text: string): SourceLine => ({
  text,
  provenance: { source: "subject" },
  origin: "subject",
});
const find = (...lines: SourceLine[]) =>
  findOrderReference(lines, { isReply: isReplySubject, excluded: new Set() })?.value ?? null;

describe("findOrderReference", () => {
  it("reads labelled references without the label", () => {
    expect(find(own("Inkoopordernummer: PX-77/12"))).toBe("PX-77/12");
    expect(find(own("Our PO number: 98123"))).toBe("98123");
    expect(find(own("Graag ons bestelnummer Q2026.8 vermelden"))).toBe("Q2026.8");
  });
  it("skips quotation numbers and the wholesaler's order numbers", () => {
    expect(find(own("Volgens uw offerte OF-11-22."))).toBeNull();
    expect(find(own("Uw order 55-123 is verzonden"))).toBeNull();
  });
  it("falls back to the subject, but not of a reply", () => {
    expect(find(subject("Bestelling K-4411"))).toBe("K-4411");
    expect(find(subject("RE: Order K-4411"))).toBeNull();
  });
});

// Each of these held a backtracking pattern for seconds to minutes before it was bounded.
describe("findOrderReference on adversarial text", () => {
  const spaces = " ".repeat(1_000_000);
  it("reads a label followed by a megabyte of spaces to its end", () => {
    expect(find(own(`Ordernummer${spaces}PO-2026-77`))).toBe("PO-2026-77");
    expect(find(own(`inkoop order${spaces}x`))).toBeNull();
    expect(find(subject(`Bestelling${spaces}B25014`))).toBe("B25014");
  });
  it("reads a megabyte of labels and numbers, keeping the first", () => {
    expect(find(own("klantnummer: 1234 ordernummer 4500123 ".repeat(26_000)))).toBe("4500123");
  });
});
