import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { importFileIntoType } from "../../assets/imports/import-file-into-type.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import type { ExtractedOrder } from "../extraction/extract-order.ts";
import { receiveAndProcess } from "../inquiries/receive-and-process.ts";

/** One prediction in the corpus' expected format (its README). */
export type Prediction = {
  customer_number: string | null;
  order_reference: string | null;
  requested_delivery_date: string | null;
  lines: Array<{ sku: string; quantity: number; unit: string; confidence?: number; how?: string }>;
  /** What identified the customer, and per line the product: to re-measure value-confidence.ts by kind. */
  customer_how?: string | null;
  /** How sure the engine is of each header field, found or not (decision 033). */
  confidence?: {
    customer_number: number;
    order_reference: number;
    requested_delivery_date: number;
  };
};

function prediction(result: ExtractedOrder | null): Prediction {
  const header = result?.headerConfidence;
  const confidence = {
    customer_number: header?.customer ?? 0,
    order_reference: header?.orderReference ?? 0,
    requested_delivery_date: header?.requestedDeliveryDate ?? 0,
  };
  if (!result?.isOrder) {
    return {
      customer_number: null,
      order_reference: null,
      requested_delivery_date: null,
      lines: [],
      confidence,
    };
  }
  return {
    customer_number: result.customer?.customerNumber ?? null,
    order_reference: result.orderReference?.value ?? null,
    requested_delivery_date: result.requestedDeliveryDate?.value ?? null,
    lines: result.lines.map((line) => ({
      sku: line.sku,
      quantity: Number(line.quantity),
      unit: line.unit,
      confidence: line.confidence,
      how: line.how,
    })),
    confidence,
    customer_how: result.customer?.how ?? null,
  };
}

/**
 * Runs a corpus through the real path in a scratch tenant: its catalogue through the import
 * code, each e-mail through intake (stored, an inquiry opened) and processing (read, extracted,
 * matched), and writes `<out-dir>/NNNN.json` for the corpus' scorer. Reads no expected file.
 */
export async function runCorpusEvaluation(
  pool: pg.Pool,
  corpusDir: string,
  outDir: string,
): Promise<{ emails: number; seconds: number }> {
  const tenant = await createTenant(pool, {
    key: `eval-${Date.now()}`,
    name: "Extraction evaluation",
  });
  await importFileIntoType(
    pool,
    tenant.id,
    "customers",
    path.join(corpusDir, "catalog", "customers.csv"),
  );
  await importFileIntoType(
    pool,
    tenant.id,
    "products",
    path.join(corpusDir, "catalog", "products.csv"),
  );
  await mkdir(outDir, { recursive: true });
  const files = (await readdir(path.join(corpusDir, "emails")))
    .filter((file) => file.endsWith(".eml"))
    .sort();
  const started = performance.now();
  for (const file of files) {
    const raw = await readFile(path.join(corpusDir, "emails", file));
    const { order: result } = await receiveAndProcess(pool, tenant.id, raw);
    const out = path.join(outDir, file.replace(/\.eml$/, ".json"));
    await writeFile(out, `${JSON.stringify(prediction(result), null, 2)}\n`);
  }
  return { emails: files.length, seconds: (performance.now() - started) / 1000 };
}
