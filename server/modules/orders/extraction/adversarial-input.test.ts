import fc from "fast-check";
import { describe, it } from "vitest";
import { adversarialShapes } from "../../../../bench/adversarial/adversarial-inputs.ts";
import { extractionParsers } from "../../../../bench/adversarial/extraction-parsers.ts";
import { RefusedFileError } from "../../../spreadsheets/refused-file-error.ts";
import { MessageReadError } from "./read-message.ts";

/**
 * Every reader, finder and matcher of the extraction (the list `npm run bench:adversarial`
 * times) on random and adversarial text. Each answers; the message reader may refuse a message
 * with a `MessageReadError`, and a file reader a file past its limits with a `RefusedFileError`
 * (the message is read without it and the order says why). Anything else thrown is a bug an
 * attacker can trigger.
 */
async function answers(run: (input: string) => unknown, input: string): Promise<void> {
  try {
    await run(input);
  } catch (error) {
    if (error instanceof MessageReadError || error instanceof RefusedFileError) return;
    throw error;
  }
}

/** Pieces that upset parsers, joined at random: quotes, brackets, tags, NULs, lone surrogates. */
const nasty = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "\u0000",
        "\ud800",
        "\udfff",
        "\ufeff",
        '"',
        "'",
        "«",
        "([{",
        "}])",
        "<",
        ">",
        "<div>",
        "</td>",
        "<table><tr><td>",
        "<!--",
        "&#x",
        "&amp;",
        "@",
        "a@b.c",
        ".",
        ",",
        "-",
        "|",
        "\t",
        "\r",
        "\n",
        "\r\n\r\n",
        "--b",
        ": ",
        "=?utf-8?B?",
        "Content-Type: multipart/mixed; boundary=b",
        "99999999999999999999999999",
        "1e308",
        "-0",
        "1.250,5",
        "31-02-2026",
        "10 x SC-4x40-ZN",
        "klantnummer C100",
        "Ordernummer",
        "Op 3 mei schreef",
        "> ",
        "Van: ",
        "Met vriendelijke groet",
      ),
      fc.string({ unit: "binary", maxLength: 20 }),
    ),
    { maxLength: 60 },
  )
  .map((pieces) => pieces.join(""));

/** A piece repeated many times: long runs are what make a backtracking pattern blow up. */
const runs = fc
  .tuple(
    fc.string({ unit: "binary", minLength: 1, maxLength: 6 }),
    fc.integer({ min: 1, max: 5_000 }),
  )
  .map(([unit, times]) => unit.repeat(times));

describe("the extraction on adversarial input", () => {
  for (const parser of extractionParsers)
    it(`${parser.name} answers every input`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(nasty, runs, fc.string({ unit: "binary" })), (input) =>
          answers(parser.run, input),
        ),
        { numRuns: 60 },
      );
      for (const shape of adversarialShapes) await answers(parser.run, shape.make(20_000));
    });
});
