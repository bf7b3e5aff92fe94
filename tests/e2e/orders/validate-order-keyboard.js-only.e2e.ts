import { expect, test } from "@playwright/test";
import { arrangeAndOpen, arrangeOrder, inquiry, unique } from "./validation-setup";

// With JavaScript the screen works from the keyboard alone: shortcuts for every action, listed
// in a help overlay that ? opens.

test("an order is corrected and validated with the keyboard alone", async ({
  page,
  browser,
  request,
}, _testInfo) => {
  const order = await arrangeAndOpen({ page, browser, request });
  await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeVisible();

  // ? opens the help, which lists the shortcuts; Escape closes it.
  await page.locator("body").press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  for (const action of [
    "Save the order",
    "Validate the order",
    "Validate, then open the next order waiting",
    "Reject the order (asks for a reason)",
    "Add a line",
  ]) {
    await expect(help.getByText(action)).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  // Alt+N adds a line; focusing a value marks where it was read.
  await page.keyboard.press("Alt+N");
  await expect(page.getByRole("group", { name: "Line 2" })).toBeVisible();
  await page.getByRole("button", { name: "Remove line 2" }).click();
  await expect(page.getByRole("group", { name: "Line 2" })).toHaveCount(0);

  const quantity = page.getByRole("group", { name: "Line 1" }).getByLabel("Quantity");
  await quantity.focus();
  await expect(page.locator('li[aria-current="true"]')).toContainText(/order-\d+\.csv/);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("8,75");
  await page.keyboard.press("Control+Enter");

  await expect(page).toHaveURL("/validate");
  await expect(page.getByText("Order validated").first()).toBeVisible();
  const validated = await inquiry(order.api, order.id);
  expect(validated.status).toBe("validated");
  expect(validated.order.lines[0]?.quantity).toBe("8.75");
});

test("validate and next opens the next order waiting", async ({ page, browser, request }) => {
  // Another order waits, so there is a next one.
  await arrangeOrder(browser, request, unique("js-next"));
  const order = await arrangeAndOpen({ page, browser, request });

  await page.keyboard.press("Control+Shift+Enter");
  await expect(page).not.toHaveURL(`/validate/${order.id}`);
  await expect(page).toHaveURL(/\/validate\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Here is the next order to validate.").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /^Validate: / })).toBeVisible();
  expect((await inquiry(order.api, order.id)).status).toBe("validated");
});
