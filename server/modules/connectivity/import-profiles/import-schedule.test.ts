import { describe, expect, it } from "vitest";
import { matchesFileNamePattern } from "./file-name-pattern.ts";
import { cronExpressionOf, nextRunAfter } from "./import-schedule.ts";

describe("import profile schedules", () => {
  it("turn the simple choices into cron expressions", () => {
    const base = { time: "06:45", weekday: null, cron: null };
    expect(cronExpressionOf({ ...base, kind: "none" })).toBeNull();
    expect(cronExpressionOf({ ...base, kind: "hourly" })).toBe("45 * * * *");
    expect(cronExpressionOf({ ...base, kind: "daily" })).toBe("45 6 * * *");
    expect(cronExpressionOf({ ...base, kind: "weekly", weekday: 5 })).toBe("45 6 * * 5");
    expect(cronExpressionOf({ ...base, kind: "cron", cron: " 0  */2 * * 1-5 " })).toBe(
      "0 */2 * * 1-5",
    );
  });

  it("run at the tenant's local time, across a daylight-saving change", () => {
    // Brussels: UTC+2 until 25 October 2026 03:00, UTC+1 after.
    const before = nextRunAfter("30 2 * * *", "Europe/Brussels", new Date("2026-10-20T12:00:00Z"));
    expect(before.toISOString()).toBe("2026-10-21T00:30:00.000Z");
    const after = nextRunAfter("30 2 * * *", "Europe/Brussels", new Date("2026-11-20T12:00:00Z"));
    expect(after.toISOString()).toBe("2026-11-21T01:30:00.000Z");
  });
});

describe("file name patterns", () => {
  it("match whole names with * and ?, everything else literally", () => {
    expect(matchesFileNamePattern("prices-2026.csv", "prices-*.csv")).toBe(true);
    expect(matchesFileNamePattern("prices-2026.csv.tmp", "prices-*.csv")).toBe(false);
    expect(matchesFileNamePattern("pricesX2026.csv", "prices-*.csv")).toBe(false);
    expect(matchesFileNamePattern("a1.csv", "a?.csv")).toBe(true);
    expect(matchesFileNamePattern("a12.csv", "a?.csv")).toBe(false);
    expect(matchesFileNamePattern("aXcsv", "a.csv")).toBe(false);
  });
});
