import { Inbox } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { useTranslation } from "~/lib/use-translation";
import type { PageMeta } from "../../../server/contracts/paging/page-meta";
import type { Inquiry } from "./inquiry-api.server";
import { isFiltered } from "./inquiry-list-query";
import { InquiryTable } from "./inquiry-table";

/**
 * A page of an inquiry list: the table (with `actions` above it, such as the bulk form), or
 * what an empty list means (nothing yet, or nothing matching the filters), and the pages.
 */
export function InquiryList({
  inquiries,
  empty,
  actions,
  ...table
}: Omit<ComponentProps<typeof InquiryTable>, "inquiries"> & {
  inquiries: { data: readonly Inquiry[]; meta: PageMeta };
  empty: { title: string; description: string };
  actions?: ReactNode;
}) {
  const { t } = useTranslation("order-inquiries");
  const [searchParams] = useSearchParams();
  const { meta } = inquiries;

  return (
    <div className="flex flex-col gap-4">
      {inquiries.data.length === 0 ? (
        isFiltered(table.query) ? (
          <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <Inbox aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="font-medium">{t("list.noMatches")}</p>
          </Card>
        ) : (
          <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
            <h2 className="text-lg font-semibold">{empty.title}</h2>
            <p className="max-w-prose text-sm text-muted-foreground">{empty.description}</p>
          </Card>
        )
      ) : (
        <>
          {actions}
          <InquiryTable inquiries={inquiries.data} {...table} />
        </>
      )}
      <Pagination
        label={t("pagination.label", { list: table.caption })}
        page={meta.current_page}
        lastPage={meta.last_page}
        search={searchParams}
        summary={t("pagination.summary", {
          page: meta.current_page,
          lastPage: meta.last_page,
          count: meta.total,
        })}
        previousLabel={t("pagination.previous")}
        nextLabel={t("pagination.next")}
      />
    </div>
  );
}
