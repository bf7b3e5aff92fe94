/** Excel's built-in number formats that show a date or a time (ids 14–22, 27–36, 45–47, 50–58). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/**
 * Whether a cell style shows its number as a date: Excel stores dates as numbers and only the
 * style tells. A custom format is a date when, outside quoted text, brackets and escaped
 * characters, it has a date or time letter (as exceljs decided it, which imports relied on).
 */
export function isDateFormat(formatId: number, formatCode: string | undefined): boolean {
  if (BUILT_IN_DATE_FORMATS.has(formatId)) return true;
  if (formatCode === undefined) return false;
  let quoted = false;
  let bracketed = false;
  for (let i = 0; i < formatCode.length; i++) {
    const char = formatCode[i] as string;
    if (quoted) quoted = char !== '"';
    else if (bracketed) bracketed = char !== "]";
    else if (char === '"') quoted = true;
    else if (char === "[") bracketed = true;
    else if (char === "\\" || char === "_" || char === "*") i++;
    else if ("ymdhsbYMDHSB".includes(char)) return true;
  }
  return false;
}

/** An Excel date number as a date (1900 or 1904 date system), as exceljs converted it. */
export function excelDate(value: number, date1904: boolean): Date {
  return new Date(Math.round((value - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}
