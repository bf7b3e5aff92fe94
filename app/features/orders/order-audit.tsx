import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { plainCellClassName as cell, PlainTable } from "~/components/ui/plain-table";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { InquiryDetail } from "./inquiry-api.server";
import { InquiryStatusBadge } from "./inquiry-status-badge";

/** A card with a heading, and `children` or, when there is nothing to show, `none`. */
function AuditCard({
  id,
  heading,
  none,
  empty,
  children,
}: {
  id: string;
  heading: string;
  none: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={id} className="text-lg font-semibold">
          {heading}
        </h2>
        {empty ? <p className="text-sm text-muted-foreground">{none}</p> : children}
      </Card>
    </section>
  );
}

/**
 * What happened to an inquiry: its status history (oldest first) and every value an operator
 * changed (newest first), with the AI's value beside it. Used by /order-inquiries/{id} and
 * /archive/{id}.
 */
export function OrderAudit({
  inquiry,
}: {
  inquiry: Pick<InquiryDetail, "history" | "changes" | "order">;
}) {
  const { t, i18n } = useTranslation("order-inquiries");
  const when = (value: string) => (
    <time dateTime={value} className="whitespace-nowrap">
      {formatDateTime(value, i18n.language)}
    </time>
  );
  const who = (by: string | null | undefined) => by || t("history.system");
  const lineIds = (inquiry.order?.lines ?? []).map((line) => line.id);
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
      <AuditCard
        id="history-heading"
        heading={t("history.heading")}
        none={t("history.none")}
        empty={inquiry.history.length === 0}
      >
        <PlainTable
          caption={t("history.heading")}
          columns={[
            { label: t("history.at") },
            { label: t("history.status") },
            { label: t("history.by") },
            { label: t("history.note") },
          ]}
        >
          {inquiry.history.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id
            <tr key={index}>
              <td className={cell}>{when(entry.at)}</td>
              <td className={cell}>
                <InquiryStatusBadge status={entry.status} />
              </td>
              <td className={cell}>{who(entry.by)}</td>
              <td className={cell}>
                {entry.status === "validated" && entry.note === "automatic"
                  ? t("history.automatic")
                  : (entry.note ?? "")}
              </td>
            </tr>
          ))}
        </PlainTable>
      </AuditCard>
      <AuditCard
        id="changes-heading"
        heading={t("changes.heading")}
        none={t("changes.none")}
        empty={inquiry.changes.length === 0}
      >
        <PlainTable
          caption={t("changes.heading")}
          columns={[
            { label: t("changes.field") },
            { label: t("changes.lineHeader") },
            { label: t("changes.aiValue") },
            { label: t("changes.previousValue") },
            { label: t("changes.finalValue") },
            { label: t("changes.by") },
            { label: t("changes.at") },
          ]}
        >
          {inquiry.changes.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: change rows have no id
            <tr key={index}>
              <th scope="row" className={`${cell} font-medium`}>
                {fieldLabel(change.field)}
              </th>
              <td className={cell}>{lineOf(change.line_id)}</td>
              <td className={cell}>{value(change.ai_value)}</td>
              <td className={cell}>{value(change.previous_value)}</td>
              <td className={cell}>{value(change.final_value)}</td>
              <td className={cell}>{who(change.by)}</td>
              <td className={cell}>{when(change.at)}</td>
            </tr>
          ))}
        </PlainTable>
      </AuditCard>
    </>
  );
}
