import { expect, type Page, test } from "@playwright/test";
import { noordOperator } from "../support/sign-in";
import {
  arrangeCustomer,
  goToOrder,
  inquiry,
  mailOrder,
  openOrder,
  unique,
} from "./validation-setup";

// A line the AI could not read (decision 037), with and without JavaScript (both projects): the
// validation screen shows the text it did not understand, the operator adds the line for it and
// validates, and the same customer's next order has that line by itself.

const line = (page: Page, number: number) => page.getByRole("group", { name: `Line ${number}` });
const WORDING = "onze gebruikelijke kastjes";

test("a line added for a text the AI did not understand is learned for the customer's next order", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const stamp = unique(testInfo.project.name);
  const customer = await arrangeCustomer(browser, request, stamp);
  const order = (subject: string, quantity: number) =>
    mailOrder(customer.api, {
      from: customer.from,
      to: customer.address,
      subject,
      text: [
        "Hello,",
        "",
        "Please deliver:",
        `6 x ${customer.sku}`,
        `${quantity} x ${WORDING}`,
        "",
        `Our reference ${subject}.`,
        "",
        "Kind regards,",
        "Koen de Groot",
      ].join("\n"),
    });
  const first = await order(`PO-${customer.digits}-1 ${stamp}`, 4);
  await openOrder(page, noordOperator, first);

  // The AI read the first line; the second it shows as not understood.
  await expect(line(page, 1).getByLabel("Product")).toHaveValue(new RegExp(customer.sku));
  await expect(line(page, 2)).toHaveCount(0);
  const unmatched = page.getByRole("region", { name: "Not understood in the e-mail" });
  await expect(unmatched.getByText(`4 x ${WORDING}`)).toBeVisible();

  // The operator adds the line for it: the quantity as read, the product chosen.
  await unmatched.getByRole("button", { name: `Add as a line: 4 x ${WORDING}` }).click();
  const added = line(page, 2);
  await expect(added.getByText(`Added for “4 x ${WORDING}” in the e-mail`)).toBeVisible();
  await expect(added.getByLabel("Quantity")).toHaveValue("4,00");
  await expect(unmatched.getByText("Added as line 2")).toBeVisible();
  await expect(unmatched.getByRole("button", { name: /^Add as a line/ })).toHaveCount(0);
  await added.getByLabel("Product").fill(customer.otherSku);
  if (testInfo.project.name === "js") {
    await page.getByRole("option", { name: new RegExp(customer.otherSku) }).click();
  }
  await added.getByLabel("Unit").fill("box");
  await page.getByRole("button", { name: "Validate", exact: true }).click();
  await expect(page).toHaveURL("/validate");
  await expect(page.getByText("Order validated").first()).toBeVisible();
  expect(
    (await inquiry(customer.api, first)).order.lines.map((item) => [
      item.product_code,
      item.quantity,
    ]),
  ).toEqual([
    [customer.sku, "6"],
    [customer.otherSku, "4"],
  ]);

  // The same customer's next order with the same words: the line is there, nothing to add.
  const second = await order(`PO-${customer.digits}-2 ${stamp}`, 10);
  await goToOrder(page, second);
  await expect(line(page, 2).getByLabel("Product")).toHaveValue(new RegExp(customer.otherSku));
  await expect(line(page, 2).getByLabel("Quantity")).toHaveValue("10,00");
  await expect(page.getByRole("region", { name: "Not understood in the e-mail" })).toHaveCount(0);
  await page.getByRole("button", { name: "Validate", exact: true }).click();
  await expect(page).toHaveURL("/validate");
  const validated = await inquiry(customer.api, second);
  expect(validated.status).toBe("validated");
  expect(validated.order.lines.map((item) => [item.product_code, item.quantity])).toEqual([
    [customer.sku, "6"],
    [customer.otherSku, "10"],
  ]);
});
