/**
 * `npm run eval:extraction [-- <corpus-dir> <out-dir>]`: a corpus through the real intake and
 * extraction path on a throw-away embedded database, then scored by the development corpus'
 * scorer (`tests/fixtures/orders-dev/score.mjs`), which prints the scores per class (the
 * manifest's `format`) and per language. Without arguments: both corpora, the development one
 * and the classes one (`tests/fixtures/orders-classes`, decision 032), predictions in a temporary
 * directory.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig } from "../server/config/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { jobDefinitions } from "../server/jobs/job-definitions.ts";
import { installJobQueue } from "../server/jobs/queue.ts";
import { createLogger } from "../server/logging/logger.ts";
import {
  formatReport,
  type ScoredEmail,
  scoreEmail,
} from "../server/modules/orders/evaluation/reliability-report.ts";
import { runCorpusEvaluation } from "../server/modules/orders/evaluation/run-corpus-evaluation.ts";

/** Each prediction scored against its expected result, value by value, with its confidence. */
async function scored(corpus: string, out: string): Promise<ScoredEmail[]> {
  const files = (await readdir(path.join(corpus, "expected"))).filter((f) => f.endsWith(".json"));
  return Promise.all(
    files.map(async (file) =>
      scoreEmail(
        JSON.parse(await readFile(path.join(corpus, "expected", file), "utf8")),
        JSON.parse(await readFile(path.join(out, file), "utf8")),
      ),
    ),
  );
}

const fixtures = path.resolve(import.meta.dirname, "../tests/fixtures");
const scorer = path.join(fixtures, "orders-dev", "score.mjs");
const [corpusArg, outArg] = process.argv.slice(2);
if (corpusArg && !outArg) {
  console.error("usage: npm run eval:extraction [-- <corpus-dir> <out-dir>]");
  process.exit(2);
}
const runs = corpusArg
  ? [{ corpus: path.resolve(corpusArg), out: path.resolve(outArg as string) }]
  : ["orders-dev", "orders-classes"].map((name) => ({
      corpus: path.join(fixtures, name),
      out: "",
    }));

const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-eval-"));
try {
  const database = await openDatabase(
    parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }),
    createLogger({ level: "warn", pretty: false }),
  );
  await installJobQueue(database.ownerPool, jobDefinitions(database));
  const everything: ScoredEmail[] = [];
  for (const run of runs) {
    const out = run.out || path.join(dataDir, path.basename(run.corpus));
    const { emails, seconds } = await runCorpusEvaluation(database.appPool, run.corpus, out);
    console.log(
      `\n# ${path.basename(run.corpus)}: ${emails} e-mails through intake and extraction in ${seconds.toFixed(1)} s (${(emails / seconds).toFixed(0)} e-mails/s)${run.out ? `; predictions in ${run.out}` : ""}\n`,
    );
    console.log(execFileSync(process.execPath, [scorer, run.corpus, out], { encoding: "utf8" }));
    const scores = await scored(run.corpus, out);
    everything.push(...scores);
    console.log(
      `Reliability of the confidences (${path.basename(run.corpus)}):\n${formatReport(scores)}\n`,
    );
  }
  if (runs.length > 1)
    console.log(`Reliability of the confidences (both corpora):\n${formatReport(everything)}`);
  await database.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
