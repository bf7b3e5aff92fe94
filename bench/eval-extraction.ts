/**
 * `npm run eval:extraction -- <corpus-dir> <out-dir>`: the corpus through the real intake and
 * extraction path on a throw-away embedded database; then score it with
 * `node <corpus-dir>/score.mjs <corpus-dir> <out-dir>`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig } from "../server/config/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { jobDefinitions } from "../server/jobs/job-definitions.ts";
import { installJobQueue } from "../server/jobs/queue.ts";
import { createLogger } from "../server/logging/logger.ts";
import { runCorpusEvaluation } from "../server/modules/orders/evaluation/run-corpus-evaluation.ts";

const [corpusDir, outDir] = process.argv.slice(2);
if (!corpusDir || !outDir) {
  console.error("usage: npm run eval:extraction -- <corpus-dir> <out-dir>");
  process.exit(2);
}
const dataDir = await mkdtemp(path.join(tmpdir(), "fennec-eval-"));
try {
  const database = await openDatabase(
    parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }),
    createLogger({ level: "warn", pretty: false }),
  );
  await installJobQueue(database.ownerPool, jobDefinitions(database));
  const { emails, seconds } = await runCorpusEvaluation(
    database.appPool,
    path.resolve(corpusDir),
    path.resolve(outDir),
  );
  console.log(
    `${emails} e-mails through intake and extraction in ${seconds.toFixed(1)} s (${(emails / seconds).toFixed(0)} e-mails/s); predictions in ${outDir}`,
  );
  await database.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
