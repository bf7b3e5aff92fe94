/**
 * A quantity as the API keeps it (spec section 5): comma or dot as the decimal separator, an
 * optional plain minus; anything else is no value. Returned as "12.5" (no trailing zeros), so
 * "12,50" and "12.5" are the same value.
 */
export function canonicalDecimal(input: string): string | null {
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(input.trim());
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  const digits = whole.replace(/^0+(?=\d)/, "");
  const decimals = fraction.replace(/0+$/, "");
  const value = decimals ? `${digits}.${decimals}` : digits;
  return sign && /[1-9]/.test(value) ? `-${value}` : value;
}
