import { Filter, X } from "lucide-react";
import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { Checkbox, Input, Select } from "~/components/ui/input";
import { useTranslation } from "~/lib/use-translation";
import type { InquiryListQuery, InquirySortField } from "./inquiry-list-query";
import type { InquiryStatus } from "./inquiry-statuses";

const labelClassName = "text-sm font-medium";

/**
 * The filters and the order of an inquiry list: a GET form, so the list is in the URL, can be
 * bookmarked and works without JavaScript. Applying starts at page 1 again.
 */
export function InquiryFiltersForm({
  query,
  statuses,
  byValidationDate,
  sortFields,
  channels,
}: {
  query: InquiryListQuery;
  /** The statuses to choose from; fewer than two: no status filter. */
  statuses: readonly InquiryStatus[];
  /** Whether the list filters by validation date too. */
  byValidationDate?: boolean;
  sortFields: readonly InquirySortField[];
  /** The channels to choose from; none: no channel filter. */
  channels?: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { t } = useTranslation(["filters", "sorting", "order-inquiries"]);
  const { pathname } = useLocation();
  const id = useId();
  // Remount on a new query, so the fields show what the URL says after back and forward.
  const key = JSON.stringify(query);

  return (
    <Form
      method="get"
      key={key}
      aria-label={t("filters:label")}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-search`} className={labelClassName}>
            {t("filters:search.label")}
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            name="search"
            defaultValue={query.search}
            placeholder={t("filters:search.placeholder")}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-customer`} className={labelClassName}>
            {t("filters:customer")}
          </label>
          <Input id={`${id}-customer`} name="customer" defaultValue={query.customer} />
        </div>
        {channels?.length ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-channel`} className={labelClassName}>
              {t("filters:channel")}
            </label>
            <Select id={`${id}-channel`} name="channel" defaultValue={query.channel}>
              <option value="">{t("filters:allChannels")}</option>
              {channels.map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-from`} className={labelClassName}>
            {t("filters:receivedFrom")}
          </label>
          <Input id={`${id}-from`} type="date" name="from" defaultValue={query.from} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-to`} className={labelClassName}>
            {t("filters:receivedTo")}
          </label>
          <Input id={`${id}-to`} type="date" name="to" defaultValue={query.to} />
        </div>
        {byValidationDate ? (
          <>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-validated-from`} className={labelClassName}>
                {t("filters:validatedFrom")}
              </label>
              <Input
                id={`${id}-validated-from`}
                type="date"
                name="validatedFrom"
                defaultValue={query.validatedFrom}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-validated-to`} className={labelClassName}>
                {t("filters:validatedTo")}
              </label>
              <Input
                id={`${id}-validated-to`}
                type="date"
                name="validatedTo"
                defaultValue={query.validatedTo}
              />
            </div>
          </>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-sort`} className={labelClassName}>
            {t("sorting:sortBy")}
          </label>
          <Select id={`${id}-sort`} name="sort" defaultValue={query.sort}>
            {sortFields.map((field) => (
              <option key={field} value={field}>
                {t(`sorting:fields.${field}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-order`} className={labelClassName}>
            {t("sorting:order")}
          </label>
          <Select id={`${id}-order`} name="order" defaultValue={query.order}>
            <option value="asc">{t("sorting:asc")}</option>
            <option value="desc">{t("sorting:desc")}</option>
          </Select>
        </div>
      </div>
      {statuses.length > 1 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className={`${labelClassName} mb-2`}>{t("filters:status")}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {statuses.map((status) => (
              <label
                key={status}
                htmlFor={`${id}-status-${status}`}
                className="inline-flex items-center gap-2 text-sm"
              >
                <Checkbox
                  id={`${id}-status-${status}`}
                  name="status"
                  value={status}
                  defaultChecked={query.statuses.includes(status)}
                />
                {t(`order-inquiries:status.${status}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">
          <Filter aria-hidden="true" />
          {t("filters:apply")}
        </Button>
        <Link to={pathname} className={buttonClassName({ variant: "secondary" })}>
          <X aria-hidden="true" />
          {t("filters:clear")}
        </Link>
      </div>
    </Form>
  );
}
