import type { Prediction } from "./run-corpus-evaluation.ts";

/** The corpus' ground truth of one e-mail (its README). */
export type Expected = Omit<Prediction, "confidence" | "lines"> & {
  lines: Array<{ sku: string; quantity: number; unit: string }>;
};

const HEADER_FIELDS = ["customer_number", "order_reference", "requested_delivery_date"] as const;
const BUCKETS = [0.5, 0.6, 0.7, 0.8, 0.9] as const;
export const TOUCHLESS_THRESHOLDS = [0.8, 0.85, 0.9, 0.95, 0.97, 0.99] as const;

export type ScoredEmail = {
  /** Every value the engine gave, with its confidence and whether it is right. */
  values: { confidence: number; right: boolean }[];
  /** The engine read an order (it gave lines). */
  readAsOrder: boolean;
  /** The ground truth is an order. */
  isOrder: boolean;
  /** Every header field and every line right, no line missed or added. */
  allRight: boolean;
  /** The lowest confidence of its values: what the threshold rule compares. */
  lowest: number;
};

/** Scores one prediction against its expected result the way the corpus' scorer does. */
export function scoreEmail(expected: Expected, prediction: Prediction): ScoredEmail {
  const values: ScoredEmail["values"] = [];
  const confidence = prediction.confidence;
  const headerConfidence = {
    customer_number: confidence?.customer_number ?? 0,
    order_reference: confidence?.order_reference ?? 0,
    requested_delivery_date: confidence?.requested_delivery_date ?? 0,
  };
  let allRight = true;
  for (const field of HEADER_FIELDS) {
    const right = (expected[field] ?? null) === (prediction[field] ?? null);
    allRight &&= right;
    values.push({ confidence: headerConfidence[field], right });
  }
  const unmatched = [...expected.lines];
  for (const line of prediction.lines) {
    const index = unmatched.findIndex(
      (e) =>
        e.sku === line.sku && e.unit === line.unit && Math.abs(e.quantity - line.quantity) <= 1e-9,
    );
    const right = index >= 0;
    if (right) unmatched.splice(index, 1);
    allRight &&= right;
    values.push({ confidence: line.confidence ?? 0, right });
  }
  if (unmatched.length > 0) allRight = false;
  return {
    values,
    readAsOrder: prediction.lines.length > 0,
    isOrder: expected.lines.length > 0,
    allRight,
    lowest: Math.min(...values.map((value) => value.confidence)),
  };
}

/** Per confidence bucket (0.5–0.6 … 0.9–1.0, and below 0.5): how many values, and the share right. */
export function reliabilityTable(emails: ScoredEmail[]) {
  const values = emails.flatMap((email) => email.values);
  const rows = [
    { from: 0, to: 0.5 },
    ...BUCKETS.map((from) => ({ from, to: Math.round((from + 0.1) * 10) / 10 })),
  ];
  return rows.map(({ from, to }) => {
    const inBucket = values.filter(
      (value) =>
        value.confidence >= from && (to === 1 ? value.confidence <= 1 : value.confidence < to),
    );
    const right = inBucket.filter((value) => value.right).length;
    return {
      from,
      to,
      count: inBucket.length,
      shareRight: inBucket.length ? right / inBucket.length : null,
    };
  });
}

/**
 * For each threshold: the share of the orders that would pass untouched (every value at or
 * above it), and the share of those that hold a wrong value (a non-order read as an order
 * counts as wrong).
 */
export function touchlessCurve(emails: ScoredEmail[]) {
  const orders = emails.filter((email) => email.isOrder).length;
  return TOUCHLESS_THRESHOLDS.map((threshold) => {
    const passed = emails.filter((email) => email.readAsOrder && email.lowest >= threshold);
    const wrong = passed.filter((email) => !email.allRight || !email.isOrder).length;
    return {
      threshold,
      touchless: orders ? passed.length / orders : 0,
      wrong: passed.length ? wrong / passed.length : 0,
      count: passed.length,
    };
  });
}

const percent = (share: number | null) =>
  share === null ? "   –  " : `${(share * 100).toFixed(1).padStart(5)}%`;

export function formatReport(emails: ScoredEmail[]): string {
  const lines = ["confidence   values   right"];
  for (const row of reliabilityTable(emails))
    lines.push(
      `${row.from.toFixed(1)}–${row.to.toFixed(1)}   ${String(row.count).padStart(6)}  ${percent(row.shareRight)}`,
    );
  lines.push("", "threshold   touchless orders   of which wrong");
  for (const row of touchlessCurve(emails))
    lines.push(
      `${row.threshold.toFixed(2)}        ${percent(row.touchless)} (${String(row.count).padStart(3)})     ${percent(row.wrong)}`,
    );
  return lines.join("\n");
}
