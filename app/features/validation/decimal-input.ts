/**
 * The decimal input of spec section 5: comma or dot as the decimal separator, an optional plain
 * minus, nothing else (no letters, no thousands separators, no second separator). What is
 * accepted goes to the API normalised ("12,50" → "12.5"); values are shown with a comma and at
 * least two decimals ("12.5" → "12,50"), never rounded, so showing and sending back is lossless.
 */
export type DecimalReading =
  | { ok: true; value: string }
  | { ok: false; reason: "empty" | "invalid" };

const decimalPattern = /^(-?)(\d*)(?:[.,](\d+))?$/;

export function parseDecimal(input: string | null | undefined): DecimalReading {
  const text = (input ?? "").trim();
  if (text === "") return { ok: false, reason: "empty" };
  const match = decimalPattern.exec(text);
  if (!match) return { ok: false, reason: "invalid" };
  const [, minus = "", whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return { ok: false, reason: "invalid" };
  const integer = whole.replace(/^0+(?=\d)/, "") || "0";
  const decimals = fraction.replace(/0+$/, "");
  const zero = /^0*$/.test(integer + decimals);
  const value = `${zero ? "" : minus}${integer}${decimals ? `.${decimals}` : ""}`;
  return { ok: true, value };
}

/**
 * The API's "12.5" as the operator edits it, "12,50": two decimals at least, never rounded (a
 * save must not change a value the operator did not touch); anything unreadable as it is.
 */
export function formatDecimalForInput(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const reading = parseDecimal(value);
  if (!reading.ok) return value;
  const [integer, fraction = ""] = reading.value.split(".");
  return `${integer},${fraction.padEnd(2, "0")}`;
}
