import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import { SelectColumnHeader, SelectInquiryCell } from "./bulk-actions-form";
import type { Inquiry } from "./inquiry-api.server";
import { type InquiryListQuery, type InquirySortField, sortLink } from "./inquiry-list-query";
import { InquiryStatusWithError } from "./inquiry-status-badge";
import { formatPercent } from "./percent-format";

export type InquiryColumn =
  | "subject"
  | "sender"
  | "customer"
  | "lines"
  | "channel"
  | "status"
  | "received"
  | "updated"
  | "validated"
  | "accuracy"
  | "erpOrderNumber";

const sortFields: Partial<Record<InquiryColumn, InquirySortField>> = {
  subject: "subject",
  sender: "from_address",
  customer: "customer_name",
  status: "status",
  received: "received_at",
  updated: "updated_at",
  validated: "validated_at",
};

export function senderOf(inquiry: Pick<Inquiry, "from_name" | "from_address">) {
  return inquiry.from_name && inquiry.from_address
    ? `${inquiry.from_name} <${inquiry.from_address}>`
    : (inquiry.from_address ?? inquiry.from_name ?? "");
}

export function customerOf(inquiry: Pick<Inquiry, "customer_name" | "customer_number">) {
  const { customer_name: name, customer_number: number } = inquiry;
  return name && number ? `${name} (${number})` : (number ?? name ?? "");
}

/**
 * One page of inquiries with the columns a list asks for. The subject links to the detail;
 * a sortable column's header links to the list sorted by it (again: the other way round).
 */
export function InquiryTable({
  caption,
  inquiries,
  columns,
  query,
  detailPath,
  channelNames = {},
  selectForm,
}: {
  caption: string;
  inquiries: readonly Inquiry[];
  columns: readonly InquiryColumn[];
  query: InquiryListQuery;
  detailPath: (id: string) => string;
  channelNames?: Record<string, string>;
  /** The bulk form the row checkboxes belong to; none: no checkboxes. */
  selectForm?: string;
}) {
  const { t, i18n } = useTranslation("order-inquiries");
  const [searchParams] = useSearchParams();
  const subjectOf = (inquiry: Inquiry) => inquiry.subject || t("table.noSubject");
  const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;
  const dateTime = (value: string | null | undefined) =>
    value ? <time dateTime={value}>{formatDateTime(value, i18n.language)}</time> : null;

  const cells: Record<InquiryColumn, (inquiry: Inquiry) => ReactNode> = {
    subject: (inquiry) => (
      <Link
        to={detailPath(inquiry.id)}
        className="font-medium text-primary underline-offset-2 hover:underline"
      >
        {inquiry.subject || muted(t("table.noSubject"))}
      </Link>
    ),
    sender: (inquiry) => <span className="break-all">{senderOf(inquiry)}</span>,
    customer: (inquiry) => customerOf(inquiry),
    lines: (inquiry) => inquiry.line_count ?? "",
    channel: (inquiry) => (inquiry.channel_id ? (channelNames[inquiry.channel_id] ?? "") : ""),
    status: (inquiry) => <InquiryStatusWithError inquiry={inquiry} />,
    received: (inquiry) => dateTime(inquiry.received_at),
    updated: (inquiry) => dateTime(inquiry.updated_at),
    validated: (inquiry) => dateTime(inquiry.validated_at),
    accuracy: (inquiry) => formatPercent(inquiry.ai_accuracy, i18n.language),
    erpOrderNumber: (inquiry) =>
      inquiry.erp_order_number ? (
        <span className="font-mono whitespace-nowrap">{inquiry.erp_order_number}</span>
      ) : null,
  };
  const numeric = new Set<InquiryColumn>(["lines", "accuracy"]);

  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground">
          <tr>
            {selectForm ? <SelectColumnHeader label={t("table.select")} /> : null}
            {columns.map((column) => {
              const field = sortFields[column];
              const sorted = field !== undefined && query.sort === field;
              const Icon = !sorted ? ArrowUpDown : query.order === "asc" ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column}
                  scope="col"
                  aria-sort={
                    sorted ? (query.order === "asc" ? "ascending" : "descending") : undefined
                  }
                  className={cn("px-4 py-3 font-medium", numeric.has(column) && "text-right")}
                >
                  {field ? (
                    <Link
                      to={sortLink(searchParams, query, field)}
                      className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      {t(`table.${column}`)}
                      <Icon
                        aria-hidden="true"
                        className={cn("size-3.5", !sorted && "opacity-40")}
                      />
                    </Link>
                  ) : (
                    t(`table.${column}`)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {inquiries.map((inquiry) => (
            <tr key={inquiry.id}>
              {selectForm ? (
                <SelectInquiryCell
                  formId={selectForm}
                  id={inquiry.id}
                  label={t("table.selectOne", { name: subjectOf(inquiry) })}
                />
              ) : null}
              {columns.map((column) =>
                column === "subject" ? (
                  <th key={column} scope="row" className="px-4 py-3 font-normal">
                    {cells.subject(inquiry)}
                  </th>
                ) : (
                  <td
                    key={column}
                    className={cn(
                      "px-4 py-3",
                      numeric.has(column) && "text-right tabular-nums",
                      ["received", "updated", "validated"].includes(column) && "whitespace-nowrap",
                    )}
                  >
                    {cells[column](inquiry)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
