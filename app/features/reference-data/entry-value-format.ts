/** Times are stored in UTC and shown in Europe/Brussels (DESIGN.md, data and tenancy). */
export const displayTimeZone = "Europe/Brussels";

const locales: Record<string, string> = { en: "en-GB", nl: "nl-BE" };
export const localeOf = (language: string) => locales[language] ?? language;

/**
 * Spec section 5: decimals are shown with 2 decimals and a comma. Rounded half up on the exact
 * string the API keeps, so 0.005 shows as 0,01 and no float ever gets near a price.
 */
export function formatDecimal(value: unknown): string {
  const text = String(value).trim();
  const match = text.match(/^(-?)(\d+)(?:\.(\d+))?$/);
  if (!match) return text;
  const [, sign = "", whole = "0", fraction = ""] = match;
  const cents =
    BigInt(whole + `${fraction}00`.slice(0, 2)) + (Number(fraction[2] ?? 0) >= 5 ? 1n : 0n);
  const digits = cents.toString().padStart(3, "0");
  const rounded = `${digits.slice(0, -2)},${digits.slice(-2)}`;
  return cents === 0n ? rounded : `${sign}${rounded}`;
}

export function formatInteger(value: unknown, language: string): string {
  const number = Number(value);
  return Number.isSafeInteger(number)
    ? new Intl.NumberFormat(localeOf(language)).format(number)
    : String(value);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options: building an Intl.DateTimeFormat costs far more than
 * formatting with it, and a list page formats several dates per row.
 */
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** A date (YYYY-MM-DD) in the user's language, without a time zone shift. */
export function formatDate(value: unknown, language: string): string {
  const match = String(value).match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return String(value);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(localeOf(language), { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

export function formatDateTime(value: unknown, language: string): string {
  const time = Date.parse(String(value));
  if (Number.isNaN(time)) return String(value);
  return dateTimeFormat(localeOf(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: displayTimeZone,
  }).format(time);
}

/** Minutes east of UTC of `zone` at the instant `time`. */
function zoneOffsetMinutes(time: number, zone: string): number {
  const parts = Object.fromEntries(
    dateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(time / 1000) * 1000) / 60_000);
}

/** A UTC instant as the value of a datetime-local input, in the display time zone. */
export function toLocalDateTimeInput(value: unknown, zone = displayTimeZone): string {
  const time = Date.parse(String(value));
  if (Number.isNaN(time)) return "";
  const local = new Date(time + zoneOffsetMinutes(time, zone) * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local input's value (wall clock in the display time zone) as ISO 8601 in UTC. */
export function fromLocalDateTimeInput(value: string, zone = displayTimeZone): string | null {
  const match = value.trim().match(/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/);
  if (!match) return null;
  const wall = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(match[4]),
    Number(match[5]),
    Number(match[6] ?? 0),
  );
  // The offset at the guessed instant, checked once more around a change of summer time.
  let time = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  time = wall - zoneOffsetMinutes(time, zone) * 60_000;
  return new Date(time).toISOString();
}
