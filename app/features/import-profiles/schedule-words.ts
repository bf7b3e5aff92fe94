import type { TFunction } from "i18next";
import type { ImportProfile } from "../../../server/contracts/connectivity/import-profile";

/** A profile's schedule in words: "Every Monday at 06:15", "Not scheduled". */
export function scheduleWords(
  t: TFunction<"import-profiles">,
  schedule: ImportProfile["schedule"],
): string {
  const time = schedule.time ?? "00:00";
  switch (schedule.kind) {
    case "none":
      return t("schedule.words.none");
    case "hourly":
      return t("schedule.words.hourly", { minute: time.slice(3) });
    case "daily":
      return t("schedule.words.daily", { time });
    case "weekly":
      return t("schedule.words.weekly", {
        weekday: t(`schedule.weekdays.${schedule.weekday ?? 0}` as "schedule.weekdays.0"),
        time,
      });
    case "cron":
      return t("schedule.words.cron", { cron: schedule.cron ?? "" });
  }
}
