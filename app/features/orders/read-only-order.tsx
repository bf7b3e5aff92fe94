import { Card } from "~/components/ui/card";
import { plainCellClassName as cell, PlainTable } from "~/components/ui/plain-table";
import { formatDate, formatDecimal } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { FactList } from "./fact-list";
import type { InquiryDetail } from "./inquiry-api.server";
import { headerConfidence, lineConfidence } from "./order-confidence";
import { formatPercent } from "./percent-format";

/**
 * A value with how sure the AI was of it, when the AI found it; or, when the operator changed
 * it, that it was corrected: the AI's confidence was in another value.
 */
function WithConfidence({
  value,
  confidence,
  corrected,
}: {
  value: string;
  confidence: number | null;
  corrected: boolean;
}) {
  const { t, i18n } = useTranslation("order-inquiries");
  if (!corrected && confidence === null) return <>{value}</>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span>{value}</span>
      <span className="text-xs text-muted-foreground">
        {corrected
          ? t("order.corrected")
          : t("order.confidence", { value: formatPercent(confidence, i18n.language) })}
      </span>
    </span>
  );
}

/**
 * The order of an inquiry, read only: the header and the lines, each value with the AI's
 * confidence (from `result`), or "Corrected" where the operator changed what the AI read. An
 * empty value shows as none. Used by /order-inquiries/{id} and /archive/{id}.
 */
export function ReadOnlyOrder({ inquiry }: { inquiry: Pick<InquiryDetail, "order" | "result"> }) {
  const { t, i18n } = useTranslation("order-inquiries");
  const order = inquiry.order ?? null;
  const header = headerConfidence(inquiry.result);
  const orNothing = (value: string | null | undefined) => value ?? "";
  const corrected = (field: string) => order?.corrected_fields.includes(field) ?? false;

  return (
    <section aria-labelledby="order-heading">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <h2 id="order-heading" className="text-lg font-semibold">
          {t("order.heading")}
        </h2>
        {order === null ? (
          <p className="text-sm text-muted-foreground">{t("order.none")}</p>
        ) : (
          <>
            <FactList
              label={t("order.headerLabel")}
              facts={[
                {
                  label: t("order.customer"),
                  value: order.customer_number ? (
                    <WithConfidence
                      value={
                        order.customer_name
                          ? `${order.customer_name} (${order.customer_number})`
                          : order.customer_number
                      }
                      confidence={header.customer_number}
                      corrected={corrected("customer_number")}
                    />
                  ) : null,
                },
                {
                  label: t("order.orderReference"),
                  value: order.order_reference ? (
                    <WithConfidence
                      value={order.order_reference}
                      confidence={header.order_reference}
                      corrected={corrected("order_reference")}
                    />
                  ) : null,
                },
                {
                  label: t("order.deliveryDate"),
                  value: order.requested_delivery_date ? (
                    <WithConfidence
                      value={formatDate(order.requested_delivery_date, i18n.language)}
                      confidence={header.requested_delivery_date}
                      corrected={corrected("requested_delivery_date")}
                    />
                  ) : null,
                },
                { label: t("order.deliveryAddress"), value: orNothing(order.delivery_address) },
                { label: t("order.remarks"), value: orNothing(order.remarks) },
              ]}
            />
            {order.lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("order.noLines")}</p>
            ) : (
              <PlainTable
                caption={t("order.lines")}
                columns={[
                  { label: t("order.line.number") },
                  { label: t("order.line.product") },
                  { label: t("order.line.description") },
                  { label: t("order.line.quantity"), numeric: true },
                  { label: t("order.line.unit") },
                  { label: t("order.line.remarks") },
                  { label: t("order.line.confidence"), numeric: true },
                ]}
              >
                {order.lines.map((line, index) => (
                  <tr key={line.id ?? index}>
                    <td className={cell}>{index + 1}</td>
                    <th scope="row" className={`${cell} font-medium`}>
                      {line.product_code ?? ""}
                    </th>
                    <td className={cell}>{line.product_description ?? ""}</td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {line.quantity ? formatDecimal(line.quantity) : ""}
                    </td>
                    <td className={cell}>{line.unit ?? ""}</td>
                    <td className={cell}>{line.remarks ?? ""}</td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {line.ai_line == null ? (
                        <span className="text-muted-foreground">{t("order.line.added")}</span>
                      ) : line.corrected_fields.length ? (
                        <span className="text-muted-foreground">{t("order.corrected")}</span>
                      ) : (
                        formatPercent(lineConfidence(inquiry.result, line.ai_line), i18n.language)
                      )}
                    </td>
                  </tr>
                ))}
              </PlainTable>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
