import { useTranslation } from "~/lib/use-translation";
import type { LogEntry } from "./logs-api.server";

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * The values of a change (only the changed ones of an update) or an event's details, as a list
 * of fields: before and after side by side. A disclosure, so it opens without JavaScript.
 */
export function LogValues({ entry }: { entry: LogEntry }) {
  const { t } = useTranslation("logs");
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const details = entry.details ?? {};
  const change = entry.kind === "change";
  const names = change
    ? [...new Set([...Object.keys(before), ...Object.keys(after)])]
    : Object.keys(details);
  if (names.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary">{t("table.details")}</summary>
      <table className="mt-2 text-left text-xs">
        <caption className="sr-only">{t("table.valuesCaption")}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="pr-3 font-medium">
              {t("table.field")}
            </th>
            {change ? (
              <>
                <th scope="col" className="pr-3 font-medium">
                  {t("table.before")}
                </th>
                <th scope="col" className="font-medium">
                  {t("table.after")}
                </th>
              </>
            ) : (
              <th scope="col" className="font-medium">
                {t("table.value")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name} className="align-top">
              <th scope="row" className="pr-3 font-mono font-normal">
                {name}
              </th>
              {change ? (
                <>
                  <td className="pr-3 break-all">{shown(before[name])}</td>
                  <td className="break-all">{shown(after[name])}</td>
                </>
              ) : (
                <td className="break-all">{shown(details[name])}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
