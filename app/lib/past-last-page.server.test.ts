import { describe, expect, it } from "vitest";
import { redirectPastLastPage } from "./past-last-page.server";

const meta = (current_page: number, last_page: number, total: number) => ({
  current_page,
  last_page,
  total,
  from: null,
  to: null,
  per_page: 25,
  path: "/api/connectivity/api-clients",
  links: [],
});

function thrown(run: () => void): Response | undefined {
  try {
    run();
  } catch (error) {
    return error as Response;
  }
  return undefined;
}

describe("a page past the last", () => {
  it("goes to the last page, keeping the rest of the query", () => {
    const url = new URL("http://fennec.test/admin/api-clients?page=9&sort=name");
    const response = thrown(() => redirectPastLastPage(url, meta(9, 2, 30)));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/admin/api-clients?page=2&sort=name");
  });

  it("stays on a page that exists, and on an empty list", () => {
    const url = new URL("http://fennec.test/admin/api-clients?page=2");
    expect(thrown(() => redirectPastLastPage(url, meta(2, 2, 30)))).toBeUndefined();
    expect(thrown(() => redirectPastLastPage(url, meta(2, 1, 0)))).toBeUndefined();
  });
});
