import { useTranslation } from "react-i18next";
import { Card } from "~/components/ui/card";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import type { InquiryDetail } from "./inquiry-api.server";
import { InquiryStatusBadge } from "./inquiry-status-badge";
import { orderToShow } from "./order-confidence";

const cellClassName = "px-4 py-3 align-top";
const headClassName = "px-4 py-3 font-medium";

/**
 * What happened to an inquiry: its status history (oldest first) and every value an operator
 * changed (newest first), with the AI's value beside it. Used by /order-inquiries/{id} and
 * /archive/{id}.
 */
export function OrderAudit({
  inquiry,
}: {
  inquiry: Pick<InquiryDetail, "history" | "changes" | "order" | "result">;
}) {
  const { t, i18n } = useTranslation("order-inquiries");
  const when = (value: string) => (
    <time dateTime={value} className="whitespace-nowrap">
      {formatDateTime(value, i18n.language)}
    </time>
  );
  const who = (by: string | null | undefined) => by || t("history.system");
  const lineIds = (orderToShow(inquiry)?.lines ?? []).map((line) => line.id);
  const lineOf = (lineId: string | null | undefined) => {
    if (!lineId) return "";
    const index = lineIds.indexOf(lineId);
    return index >= 0 ? t("changes.line", { number: index + 1 }) : t("changes.removedLine");
  };
  // "line" is a line added or removed as a whole; "line.quantity" one value of a line.
  const fieldLabel = (field: string) =>
    field === "line" ? t("fields.wholeLine") : t(`fields.${field}`, { defaultValue: field });
  const value = (text: string | null) =>
    text === null || text === "" ? (
      <span className="text-muted-foreground">{t("changes.empty")}</span>
    ) : (
      text
    );

  return (
    <>
      <section aria-labelledby="history-heading">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 id="history-heading" className="text-lg font-semibold">
            {t("history.heading")}
          </h2>
          {inquiry.history.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("history.none")}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("history.heading")}</caption>
                <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground">
                  <tr>
                    <th scope="col" className={headClassName}>
                      {t("history.at")}
                    </th>
                    <th scope="col" className={headClassName}>
                      {t("history.status")}
                    </th>
                    <th scope="col" className={headClassName}>
                      {t("history.by")}
                    </th>
                    <th scope="col" className={headClassName}>
                      {t("history.note")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {inquiry.history.map((entry, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id
                    <tr key={index}>
                      <td className={cellClassName}>{when(entry.at)}</td>
                      <td className={cellClassName}>
                        <InquiryStatusBadge status={entry.status} />
                      </td>
                      <td className={cellClassName}>{who(entry.by)}</td>
                      <td className={cellClassName}>{entry.note ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </section>
      <section aria-labelledby="changes-heading">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 id="changes-heading" className="text-lg font-semibold">
            {t("changes.heading")}
          </h2>
          {inquiry.changes.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("changes.none")}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("changes.heading")}</caption>
                <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground">
                  <tr>
                    <th scope="col" className={headClassName}>
                      {t("changes.field")}
                    </th>
                    <th scope="col" className={headClassName}>
                      {t("changes.lineHeader")}
                    </th>
                    <th scope="col" className={headClassName}>
                      {t("changes.aiValue")}
                    </th>
                    <th scope="col" className={headClassName}>
                      {t("changes.previousValue")}
                    </th>
                    <th scope="col" className={headClassName}>
                      {t("changes.finalValue")}
                    </th>
                    <th scope="col" className={headClassName}>
                      {t("changes.by")}
                    </th>
                    <th scope="col" className={headClassName}>
                      {t("changes.at")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {inquiry.changes.map((change, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: change rows have no id
                    <tr key={index}>
                      <th scope="row" className={`${cellClassName} font-medium`}>
                        {fieldLabel(change.field)}
                      </th>
                      <td className={cellClassName}>{lineOf(change.line_id)}</td>
                      <td className={cellClassName}>{value(change.ai_value)}</td>
                      <td className={cellClassName}>{value(change.previous_value)}</td>
                      <td className={cellClassName}>{value(change.final_value)}</td>
                      <td className={cellClassName}>{who(change.by)}</td>
                      <td className={cellClassName}>{when(change.at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </section>
    </>
  );
}
