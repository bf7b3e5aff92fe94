import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { runCorpusEvaluation } from "./run-corpus-evaluation.ts";

const { appPool } = connectTestDatabase();
const corpus = path.resolve("tests/fixtures/orders-dev");

it("extracts the development corpus through the real intake path, above the targets", async () => {
  const out = await mkdtemp(path.join(tmpdir(), "fennec-eval-spec-"));
  try {
    const { emails } = await runCorpusEvaluation(appPool, corpus, out);
    expect(emails).toBe(60);
    // The corpus' own scorer, as the held-back corpus will be scored.
    execFileSync(process.execPath, [
      path.join(corpus, "score.mjs"),
      corpus,
      out,
      "--json",
      path.join(out, "score.json"),
    ]);
    const { total } = JSON.parse(await readFile(path.join(out, "score.json"), "utf8"));
    expect(total.field_accuracy).toBeGreaterThanOrEqual(0.95);
    expect(total.line_f1).toBeGreaterThanOrEqual(0.95);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
