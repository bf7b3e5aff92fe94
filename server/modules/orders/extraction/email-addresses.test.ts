import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailAddresses, firstEmailAddress } from "./email-addresses.ts";

/** The pattern this finder replaces: right, but quadratic on long runs without an `@`. */
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

describe("emailAddresses", () => {
  it("finds what the address pattern finds, on any short text of address characters", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "B", "1", "_", ".", "+", "-", "@", " ", "<", ">", "é")),
        (characters) => {
          const text = characters.join("");
          expect(emailAddresses(text)).toEqual([...text.matchAll(ADDRESS)].map((m) => m[0]));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("reads addresses in names and forwards, first one lower case", () => {
    expect(emailAddresses("Van: Jan <Jan.Peeters+orders@Klant.example.be>, cc a@b.c.")).toEqual([
      "Jan.Peeters+orders@Klant.example.be",
      "a@b.c",
    ]);
    expect(firstEmailAddress("Op 3 mei schreef X <X@Klant.Example>:")).toBe("x@klant.example");
    expect(firstEmailAddress("no address @ here")).toBeNull();
  });

  it("reads a 1 MB body without an @, or of dotted words around one @, to its end", () => {
    expect(emailAddresses("a.".repeat(500_000))).toEqual([]);
    expect(emailAddresses(`${"a".repeat(500_000)}@${"b.".repeat(250_000)}`)).toEqual([
      `${"a".repeat(64)}@${"b.".repeat(127)}b`,
    ]);
    expect(emailAddresses("a@".repeat(500_000), 50)).toEqual([]);
    expect(emailAddresses("x a@b.c ".repeat(125_000), 50)).toHaveLength(50);
  });
});
