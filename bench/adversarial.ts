/**
 * `npm run bench:adversarial`: every parser of untrusted input (the extraction's readers,
 * finders and matchers, and the reference-data import parsers) on adversarial inputs of 100 KB,
 * 200 KB, 500 KB and 1 MB, called directly in this process. Prints per parser the slowest time
 * per 100 KB of input, the shape that took it, and the growth from 100 KB to 1 MB (10× is
 * linear). Aim: under 100 ms per 100 KB, growing linearly.
 *
 * A shape that already takes more than BENCH_GIVE_UP_MS (default 5,000) is not tried at larger
 * sizes: it is reported as the slowest, with the growth left open ("stopped").
 *
 * Then the export template previews (decision 061): the slowest preview render per template
 * kind, the starter templates' and hostile ones', through the render pool's worker threads.
 * Aim: a starter in milliseconds, every hostile one ended within the 1 s budget, saying why.
 */

import { performance } from "node:perf_hooks";
import { adversarialShapes } from "./adversarial/adversarial-inputs.ts";
import type { AdversarialParser } from "./adversarial/adversarial-parser.ts";
import { benchExportTemplatePreviews } from "./adversarial/export-template-previews.ts";
import { extractionParsers } from "./adversarial/extraction-parsers.ts";
import { importParsers } from "./adversarial/import-parsers.ts";

const SIZES = [100_000, 200_000, 500_000, 1_000_000];
const GIVE_UP_MS = Number(process.env.BENCH_GIVE_UP_MS ?? 5_000);
const only = process.argv[2];

async function timed(parser: AdversarialParser, input: string): Promise<number> {
  const start = performance.now();
  try {
    await parser.run(input);
  } catch {
    // a refusal is an answer too: what counts here is how long it took
  }
  return performance.now() - start;
}

const rows: string[][] = [["parser", "slowest ms / 100 KB", "on shape", "growth 100 KB → 1 MB"]];
for (const parser of [...extractionParsers, ...importParsers]) {
  if (only && !parser.name.toLowerCase().includes(only.toLowerCase())) continue;
  let slowest = { perHundred: 0, shape: "" };
  let growth = 0;
  let stopped = false;
  for (const shape of adversarialShapes) {
    const times: number[] = [];
    // once unmeasured, so compiling the code and its patterns is not counted as growth
    if ((await timed(parser, shape.make(10_000))) > GIVE_UP_MS) {
      stopped = true;
      continue;
    }
    for (const size of SIZES) {
      const ms = await timed(parser, shape.make(size));
      times.push(ms);
      const perHundred = ms / (size / 100_000);
      if (perHundred > slowest.perHundred) slowest = { perHundred, shape: shape.name };
      if (ms > GIVE_UP_MS) break;
    }
    if (times.length < SIZES.length) stopped = true;
    // growth is only told apart from noise (a garbage collection, the other core's work) on
    // inputs that take a while
    else if ((times[3] ?? 0) > 50)
      growth = Math.max(growth, (times[3] ?? 0) / Math.max(times[0] ?? 0, 0.1));
  }
  rows.push([
    parser.name,
    slowest.perHundred.toFixed(1),
    slowest.shape,
    stopped ? "stopped (too slow)" : growth === 0 ? "—" : `${growth.toFixed(1)}×`,
  ]);
  console.log(rows.at(-1)?.join("  |  "));
}

function printTable(table: string[][]) {
  console.log("");
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of table)
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
}
printTable(rows);

if (!only || "export templates previews".includes(only.toLowerCase())) {
  console.log("\nExport template previews");
  printTable(await benchExportTemplatePreviews());
}
