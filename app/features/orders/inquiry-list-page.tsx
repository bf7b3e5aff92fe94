import type { ComponentProps, ReactNode } from "react";
import { InquiryFiltersForm } from "./inquiry-filters-form";
import { InquiryList } from "./inquiry-list";
import { type InquiryListScope, inquirySortFields } from "./inquiry-list-query";

/**
 * A page listing inquiries (/validate, /order-inquiries, /archive): heading and intro, what
 * the page adds (`children`), the filters of its scope, and the list.
 */
export function InquiryListPage({
  heading,
  intro,
  scope,
  channels,
  children,
  ...list
}: ComponentProps<typeof InquiryList> & {
  heading: string;
  intro: string;
  scope: InquiryListScope;
  channels?: ReadonlyArray<{ id: string; name: string }>;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
        <p className="max-w-3xl text-muted-foreground">{intro}</p>
      </div>
      {children}
      <InquiryFiltersForm
        query={list.query}
        statuses={scope.statuses}
        byValidationDate={scope.byValidationDate}
        sortFields={inquirySortFields}
        channels={channels}
      />
      <InquiryList {...list} />
    </div>
  );
}
