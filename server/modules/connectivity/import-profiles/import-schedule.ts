import cronParser from "cron-parser";
import type { StoredImportSchedule } from "../../../db/schema/index.ts";
import { AppError } from "../../../http/app-error.ts";

/** The schedule's choices as one cron expression (minute hour day month weekday); none: null. */
export function cronExpressionOf(schedule: StoredImportSchedule): string | null {
  const [hour, minute] = (schedule.time ?? "00:00").split(":").map(Number);
  switch (schedule.kind) {
    case "none":
      return null;
    case "hourly":
      return `${minute} * * * *`;
    case "daily":
      return `${minute} ${hour} * * *`;
    case "weekly":
      return `${minute} ${hour} * * ${schedule.weekday ?? 1}`;
    case "cron":
      return (schedule.cron ?? "").trim().split(/\s+/).join(" ");
  }
}

/** Refuses an expression cron-parser cannot read, with its words. */
export function checkCronExpression(expression: string): void {
  try {
    cronParser.parseExpression(expression);
  } catch (error) {
    throw new AppError("validation_failed", "Validation or transformation failed", [
      {
        path: ["cron"],
        message: `The cron expression cannot be read: ${(error as Error).message}`,
      },
    ]);
  }
}

/** The first time after `after` the expression names, read in `timeZone`. */
export function nextRunAfter(expression: string, timeZone: string, after: Date): Date {
  return cronParser
    .parseExpression(expression, { tz: timeZone, currentDate: after })
    .next()
    .toDate();
}
