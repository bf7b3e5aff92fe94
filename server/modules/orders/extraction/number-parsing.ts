/** How the writer writes numbers: Dutch "1.250,5", English "1,250.5". */
export type NumberConvention = "nl" | "en";

export type ParsedQuantity = { value: number; decimal: string };

/** A number as written in text: grouped thousands or plain digits, an optional decimal part. */
export const NUMBER_PATTERN = /\d{1,3}(?:[.,\u00a0 ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?/;

/**
 * Reads a written number. When both separators occur the last is the decimal mark. A single
 * separator followed by exactly three digits is the thousands separator of the writer's
 * convention ("1.250" is 1250 in Dutch, "1,250" in English); any other single separator is
 * a decimal mark, whichever it is ("2,75" and "2.75" are both 2.75).
 */
export function parseNumber(text: string, convention: NumberConvention): ParsedQuantity | null {
  const raw = text.trim().replace(/[\u00a0 ](?=\d{3}\b)/g, "");
  if (!/^\d+(?:[.,]\d+)*$/.test(raw)) return null;
  const separators = raw.replace(/\d/g, "");
  let integer = raw;
  let fraction = "";
  if (separators.length > 0) {
    const last = raw.search(/[.,]\d*$/);
    const lastSeparator = raw[last];
    const distinct = new Set(separators);
    if (distinct.size > 1) {
      integer = raw.slice(0, last).replace(/[.,]/g, "");
      fraction = raw.slice(last + 1);
    } else if (separators.length > 1) {
      // "1.250.000": only thousands make sense
      if (!/^\d{1,3}(?:[.,]\d{3})+$/.test(raw)) return null;
      integer = raw.replace(/[.,]/g, "");
    } else {
      const after = raw.slice(last + 1);
      const thousandsMark = convention === "nl" ? "." : ",";
      const groupedThousands =
        after.length === 3 &&
        lastSeparator === thousandsMark &&
        /^[1-9]\d{0,2}$/.test(raw.slice(0, last));
      if (groupedThousands) integer = raw.replace(/[.,]/g, "");
      else {
        integer = raw.slice(0, last);
        fraction = after;
      }
    }
  }
  fraction = fraction.replace(/0+$/, "");
  integer = integer.replace(/^0+(?=\d)/, "");
  const decimal = fraction ? `${integer}.${fraction}` : integer;
  const value = Number(decimal);
  return Number.isFinite(value) ? { value, decimal } : null;
}

/** Guesses the convention of a column of numbers: a comma followed by other than 3 digits is a decimal comma. */
export function conventionOfColumn(texts: string[], fallback: NumberConvention): NumberConvention {
  for (const text of texts) {
    if (/^\d+,\d{1,2}$|^\d+,\d{4,}$/.test(text.trim())) return "nl";
    if (/^\d+\.\d{1,2}$|^\d+\.\d{4,}$/.test(text.trim())) return "en";
    if (/\d\.\d{3},\d/.test(text)) return "nl";
    if (/\d,\d{3}\.\d/.test(text)) return "en";
  }
  return fallback;
}
