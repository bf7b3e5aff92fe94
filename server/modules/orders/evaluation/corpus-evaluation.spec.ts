import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { runCorpusEvaluation } from "./run-corpus-evaluation.ts";

const { appPool } = connectTestDatabase();
const fixtures = path.resolve("tests/fixtures");
// The development corpus' own scorer, as the held-back corpus will be scored.
const scorer = path.join(fixtures, "orders-dev", "score.mjs");

async function evaluate(name: string) {
  const corpus = path.join(fixtures, name);
  const out = await mkdtemp(path.join(tmpdir(), "fennec-eval-spec-"));
  try {
    const { emails } = await runCorpusEvaluation(appPool, corpus, out);
    execFileSync(process.execPath, [scorer, corpus, out, "--json", path.join(out, "score.json")]);
    const { total } = JSON.parse(await readFile(path.join(out, "score.json"), "utf8"));
    return { emails, total: total as { field_accuracy: number; line_f1: number } };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

// Each reads a whole corpus through intake: a minute or two on a busy 2-core machine. Their
// speed is measured by `npm run bench:intake`, not here.
const CORPUS_TIMEOUT_MS = 180_000;

it(
  "extracts the development corpus through the real intake path, above the targets",
  async () => {
    const { emails, total } = await evaluate("orders-dev");
    expect(emails).toBe(60);
    expect(total.field_accuracy).toBeGreaterThanOrEqual(0.99);
    expect(total.line_f1).toBeGreaterThanOrEqual(0.99);
  },
  CORPUS_TIMEOUT_MS,
);

// The second corpus, written per class of problem (decision 032): issue 16's target.
it(
  "extracts the classes corpus through the real intake path, above the targets",
  async () => {
    const { emails, total } = await evaluate("orders-classes");
    expect(emails).toBe(152);
    expect(total.field_accuracy).toBeGreaterThanOrEqual(0.97);
    expect(total.line_f1).toBeGreaterThanOrEqual(0.97);
  },
  CORPUS_TIMEOUT_MS,
);
