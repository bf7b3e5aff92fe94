import type { Granularity } from "../../../server/contracts/analytics/analytics-query";

/**
 * A bucket's start as people name that bucket, in the figures' time zone: a day, the Monday a
 * week starts, a month, a quarter or a year.
 */
export function formatBucket(
  timestamp: string,
  granularity: Granularity,
  language: string,
  timeZone: string,
): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return timestamp;
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { timeZone, ...options }).format(at);
  switch (granularity) {
    case "day":
    case "week":
      return format({ day: "numeric", month: "short" });
    case "month":
      return format({ month: "short", year: "numeric" });
    case "quarter": {
      const month = Number(format({ month: "numeric" }));
      return `Q${Math.floor((month - 1) / 3) + 1} ${format({ year: "numeric" })}`;
    }
    case "year":
      return format({ year: "numeric" });
  }
}
