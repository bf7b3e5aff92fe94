import { describe, expect, it } from "vitest";
import { splitBodyParts } from "./message-parts.ts";
import { textToLines } from "./text-to-lines.ts";

const split = (text: string, subject = "Order") =>
  splitBodyParts(textToLines(text), { subject, ownDomains: ["wholesaler.example"] }).map(
    (part) => ({
      kind: part.kind,
      author: part.author,
      first: part.lines.find((l) => l.line.text.trim() !== "")?.line.text,
    }),
  );

describe("splitBodyParts", () => {
  it("separates quoted replies", () => {
    const parts = split(
      "Hi,\n5 x A-1\n\nOn Mon, 2 Nov 2026, Ann <ann@wholesaler.example> wrote:\n> 3 x B-2\n",
    );
    expect(parts.map((p) => p.kind)).toEqual(["own", "quoted"]);
  });
  it("keeps a forwarded order, but not the wholesaler's own message", () => {
    const forwarded = split(
      "Zie onder.\n\n---------- Doorgestuurd bericht ---------\nVan: Piet <piet@klant.example>\nOnderwerp: Bestelling\n\n5 x A-1\n",
      "Fwd: Bestelling",
    );
    expect(forwarded[1]).toMatchObject({ kind: "forwarded", author: "piet@klant.example" });
    const reply = split(
      "Bijgaand.\n\nVan: Sandra <sandra@wholesaler.example>\nVerzonden: maandag 2 november 2026\nAan: x@klant.example\nOnderwerp: Levertijd\n\nArtikel A-1 is op voorraad.\n",
      "RE: Levertijd",
    );
    expect(reply[1]?.kind).toBe("quoted");
  });
  it("marks lines after a closing as signature", () => {
    const [part] = splitBodyParts(
      textToLines("Graag 2 x A-1\n\nMet vriendelijke groet,\nJan\nTel 010-1234567"),
      { subject: "", ownDomains: [] },
    );
    expect(part?.lines.filter((l) => l.signature).map((l) => l.line.text)).toEqual([
      "Met vriendelijke groet,",
      "Jan",
      "Tel 010-1234567",
    ]);
  });
});

// Each of these held a backtracking pattern for seconds to minutes before it was bounded.
describe("splitBodyParts on adversarial text", () => {
  it("reads a megabyte line of spaces, of reply wording, and of dotted words without @", () => {
    expect(split(" ".repeat(1_000_000))).toEqual([{ kind: "own", author: null, first: undefined }]);
    expect(split(`op ${"heeft ".repeat(170_000)}\nx`).map((part) => part.kind)).toEqual(["own"]);
    expect(split(`Op 3 mei ${"heeft ".repeat(170_000)} geschreven:\n> x`)).toMatchObject([
      { kind: "quoted", author: null },
    ]);
    const dotted = "a.".repeat(500_000);
    expect(split(`Op 3 mei schreef ${dotted} <jan@klant.example>:\n> x`)).toMatchObject([
      { kind: "quoted", author: "jan@klant.example" },
    ]);
  });
  it("still tells a closing from a long line that starts like one", () => {
    const parts = splitBodyParts(
      textToLines(`10 x H-200\n${" ".repeat(1_000_000)}Met vriendelijke groet\nJan\n06 1234`),
      { subject: "Order", ownDomains: [] },
    );
    expect(parts[0]?.lines.map((l) => l.signature)).toEqual([false, true, true, true]);
  });
});
