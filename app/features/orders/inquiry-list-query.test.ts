import { describe, expect, it } from "vitest";
import {
  type InquiryListScope,
  isFiltered,
  readInquiryListQuery,
  sortLink,
  toApiListQuery,
} from "./inquiry-list-query";

const scope: InquiryListScope = {
  statuses: ["pending_validation", "saved"],
  sortBy: "received_at",
  sortOrder: "asc",
};
const read = (query: string) => readInquiryListQuery(new URLSearchParams(query), scope);

describe("readInquiryListQuery", () => {
  it("falls back to the scope's order and page 1", () => {
    expect(read("")).toEqual({
      statuses: [],
      channel: "",
      customer: "",
      from: "",
      to: "",
      validatedFrom: "",
      validatedTo: "",
      search: "",
      sort: "received_at",
      order: "asc",
      page: 1,
    });
  });

  it("keeps only the scope's statuses, repeated or comma separated", () => {
    expect(read("status=saved&status=rejected").statuses).toEqual(["saved"]);
    expect(read("status=saved,pending_validation").statuses).toEqual([
      "pending_validation",
      "saved",
    ]);
  });

  it("ignores an unknown sort, order, page or day", () => {
    const query = read("sort=customer&order=up&page=-3&from=2026-13-45&to=yesterday");
    expect(query).toMatchObject({ sort: "received_at", order: "asc", page: 1, from: "", to: "" });
  });

  it("reads the filters, trimmed", () => {
    expect(
      read(
        "search=+PO-1+&customer=C-7&channel=abc&from=2026-03-01&to=2026-03-31&sort=subject&order=desc&page=3",
      ),
    ).toEqual({
      statuses: [],
      channel: "abc",
      customer: "C-7",
      from: "2026-03-01",
      to: "2026-03-31",
      validatedFrom: "",
      validatedTo: "",
      search: "PO-1",
      sort: "subject",
      order: "desc",
      page: 3,
    });
  });
});

describe("the validation days", () => {
  const archive: InquiryListScope = { ...scope, byValidationDate: true };
  const readArchive = (query: string) => readInquiryListQuery(new URLSearchParams(query), archive);

  it("are read where the scope filters by them, and ignored elsewhere", () => {
    const url = "validatedFrom=2026-03-01&validatedTo=2026-03-31";
    expect(readArchive(url)).toMatchObject({
      validatedFrom: "2026-03-01",
      validatedTo: "2026-03-31",
    });
    expect(read(url)).toMatchObject({ validatedFrom: "", validatedTo: "" });
    expect(readArchive("validatedFrom=2026-02-30&validatedTo=soon")).toMatchObject({
      validatedFrom: "",
      validatedTo: "",
    });
  });

  it("go to the API as days, which it reads whole and includes", () => {
    const api = toApiListQuery(
      readArchive("validatedFrom=2026-03-01&validatedTo=2026-03-31"),
      archive,
      10,
    );
    expect(api).toMatchObject({ validated_from: "2026-03-01", validated_to: "2026-03-31" });
    expect(api).not.toHaveProperty("received_from");
    expect(toApiListQuery(readArchive(""), archive, 10)).not.toHaveProperty("validated_from");
  });

  it("filter the list", () => {
    expect(isFiltered(readArchive("validatedTo=2026-03-31"))).toBe(true);
  });
});

describe("toApiListQuery", () => {
  it("asks for the scope's statuses when none is chosen, and leaves out empty filters", () => {
    expect(toApiListQuery(read(""), scope, 25)).toEqual({
      status: "pending_validation,saved",
      sort_by: "received_at",
      sort_order: "asc",
      page: 1,
      per_page: 25,
    });
  });

  it("sends whole days in Brussels time, the last one included", () => {
    // Winter time (UTC+1) at the start, summer time (UTC+2) after 29 March 2026.
    const api = toApiListQuery(read("from=2026-03-01&to=2026-03-31&status=saved"), scope, 10);
    expect(api).toMatchObject({
      status: "saved",
      received_from: "2026-02-28T23:00:00.000Z",
      received_to: "2026-03-31T22:00:00.000Z",
    });
  });

  it("passes the customer, channel and search on", () => {
    expect(toApiListQuery(read("customer=C-7&channel=abc&search=x"), scope, 10)).toMatchObject({
      customer_number: "C-7",
      channel_id: "abc",
      search: "x",
    });
  });
});

describe("isFiltered", () => {
  it("is true with any filter, not with a sort or page alone", () => {
    expect(isFiltered(read("sort=subject&page=2"))).toBe(false);
    expect(isFiltered(read("search=x"))).toBe(true);
    expect(isFiltered(read("status=saved"))).toBe(true);
    expect(isFiltered(read("to=2026-01-01"))).toBe(true);
  });
});

describe("sortLink", () => {
  it("sorts ascending first, turns around on the sorted column, and goes back to page 1", () => {
    const params = new URLSearchParams("search=x&page=3");
    expect(sortLink(params, read("page=3"), "subject")).toBe("?search=x&sort=subject&order=asc");
    expect(sortLink(params, read("sort=subject&order=asc"), "subject")).toBe(
      "?search=x&sort=subject&order=desc",
    );
  });
});
