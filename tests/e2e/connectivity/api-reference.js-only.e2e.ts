import { expect, test } from "@playwright/test";

// /api/docs renders the OpenAPI document with Swagger UI, which needs JavaScript: this runs in
// the JavaScript project only. No sign-in: the reference is public (decision 044).

test("the API reference renders under its own policy, fetching nothing from another host", async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  const refused: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith("data:")) elsewhere.push(url);
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  page.on("pageerror", (error) => refused.push(error.message));

  // Past 150 operations and tags Swagger UI renders only the part of the list in view: the deep
  // link scrolls the list to the operation, as a reader's bookmark would.
  await page.goto("/api/docs#/orders/getOrdersOrderInquiriesByIdMessageRaw");
  await expect(page).toHaveTitle("Fennec API");
  // A 1.5 MB script to parse first, on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: /Fennec API/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("/orders/order-inquiries/{id}/message/raw")).toBeVisible();

  await page.getByRole("button", { name: "Authorize" }).first().click();
  const dialog = page.locator(".dialog-ux");
  await expect(dialog.getByText("apiClient (OAuth2, clientCredentials)")).toBeVisible();
  await expect(dialog.getByText("/oauth/token")).toBeVisible();
  await expect(dialog.getByText("read:validated_order")).toBeVisible();

  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
});
