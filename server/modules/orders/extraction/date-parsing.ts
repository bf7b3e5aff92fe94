const MONTHS: Record<string, number> = {
  januari: 1,
  january: 1,
  jan: 1,
  februari: 2,
  february: 2,
  feb: 2,
  maart: 3,
  march: 3,
  mrt: 3,
  mar: 3,
  april: 4,
  apr: 4,
  mei: 5,
  may: 5,
  juni: 6,
  june: 6,
  jun: 6,
  juli: 7,
  july: 7,
  jul: 7,
  augustus: 8,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  oktober: 10,
  october: 10,
  okt: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
const MONTH = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");

export type DateMention = { iso: string; index: number; length: number; hasYear: boolean };

// Each whitespace run is taken by one `\s*` (`\s*,?\s*` splits a long run quadratically).
const PATTERNS: {
  regex: RegExp;
  read: (m: RegExpExecArray) => [number, number, number | null] | null;
}[] = [
  {
    regex: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    read: (m) => [Number(m[3]), Number(m[2]), Number(m[1])],
  },
  {
    regex: /\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})\b/g,
    read: (m) => [Number(m[1]), Number(m[2]), fullYear(m[3])],
  },
  {
    regex: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th|e|ste|de)?\\.?\\s+(${MONTH})\\.?(?:\\s*(?:,\\s*)?(\\d{4}))?\\b`,
      "gi",
    ),
    read: (m) => [
      Number(m[1]),
      MONTHS[(m[2] ?? "").toLowerCase()] ?? 0,
      m[3] ? Number(m[3]) : null,
    ],
  },
  {
    regex: new RegExp(
      `\\b(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:\\s*(?:,\\s*)?(\\d{4}))?`,
      "gi",
    ),
    read: (m) => [
      Number(m[2]),
      MONTHS[(m[1] ?? "").toLowerCase()] ?? 0,
      m[3] ? Number(m[3]) : null,
    ],
  },
  // day-month without a year ("op 3/12"); only read where a delivery is asked for
  {
    regex: /(?<![\d,./-])(\d{1,2})[-/](\d{1,2})(?![\d,./-])/g,
    read: (m) => [Number(m[1]), Number(m[2]), null],
  },
];

function fullYear(text: string | undefined): number | null {
  if (!text) return null;
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

/**
 * Calendar dates written in a text, in the many forms Dutch and English writers use. A date
 * without a year is its next occurrence on or after `reference` (the e-mail's date).
 */
export function findDates(text: string, reference: Date | null): DateMention[] {
  const found: DateMention[] = [];
  // characters already read as a date: a later pattern may not read them again (a list of
  // ranges checked per match was quadratic in a text full of dates)
  const taken = new Uint8Array(text.length);
  const today = reference ? localDay(reference) : null;
  for (const { regex, read } of PATTERNS) {
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m; m = regex.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.subarray(start, end).includes(1)) continue;
      const parts = read(m);
      if (!parts) continue;
      const [day, month, year] = parts;
      const iso = toIso(day, month, year, today);
      if (!iso) continue;
      taken.fill(1, start, end);
      found.push({ iso, index: start, length: m[0].length, hasYear: year !== null });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function toIso(
  day: number,
  month: number,
  year: number | null,
  today: { year: number; month: number; day: number } | null,
): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  let resolvedYear = year;
  if (resolvedYear === null) {
    if (!today) return null;
    const ref = today;
    resolvedYear = ref.year;
    if (month < ref.month || (month === ref.month && day < ref.day)) resolvedYear++;
  }
  if (resolvedYear < 2000 || resolvedYear > 2100) return null;
  const date = new Date(Date.UTC(resolvedYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

// made once: building a formatter for every date of a text full of dates was most of the work
const BRUSSELS_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day of an instant in Europe/Brussels, where the orders are written. */
function localDay(instant: Date): { year: number; month: number; day: number } {
  const parts = BRUSSELS_DAY.format(instant).split("-").map(Number);
  return { year: parts[0] ?? 2000, month: parts[1] ?? 1, day: parts[2] ?? 1 };
}
