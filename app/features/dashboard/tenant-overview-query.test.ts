import { describe, expect, it } from "vitest";
import { overviewSortLink, readOverviewQuery } from "./tenant-overview-query";

describe("the central overview's query", () => {
  it("puts the tenants most at risk first by default, and ignores an unknown sort", () => {
    expect(readOverviewQuery(new URLSearchParams(""))).toEqual({
      search: "",
      sort: "churnRisk",
      order: "desc",
      page: 1,
    });
    expect(
      readOverviewQuery(new URLSearchParams("sort=drop&order=asc&page=3&search= oost ")),
    ).toEqual({ search: "oost", sort: "churnRisk", order: "asc", page: 3 });
  });

  it("sorts a column highest first, turns it around when sorted, and keeps the period", () => {
    const params = new URLSearchParams("period=today&sort=orders&order=desc&page=2");
    const query = readOverviewQuery(params);
    expect(overviewSortLink(params, query, "orders")).toBe(
      "?period=today&sort=orders&order=asc#tenants",
    );
    expect(overviewSortLink(params, query, "name")).toBe(
      "?period=today&sort=name&order=desc#tenants",
    );
  });
});
