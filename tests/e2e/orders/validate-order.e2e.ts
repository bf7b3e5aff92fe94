import { expect, type Page, test } from "@playwright/test";
import { admin, noordOperator, startSignedIn } from "../support/sign-in";
import { switchTenant } from "../support/tenant";
import {
  arrangeAndOpen,
  arrangeOrder,
  goToOrder,
  inquiry,
  noord,
  openOrder,
  unique,
} from "./validation-setup";

// The validation screen with and without JavaScript (both projects): an order mailed to Fennec,
// corrected next to its source and validated; lines edited; bad input refused with nothing lost;
// two people on one order.

const line = (page: Page, number: number, word = "Line") =>
  page.getByRole("group", { name: `${word} ${number}` });

test("an operator corrects the quantity, typed with a comma, and validates the order", async ({
  page,
  browser,
  request,
}, _testInfo) => {
  const order = await arrangeAndOpen({ page, browser, request });

  await expect(
    page.getByRole("heading", { level: 1, name: `Validate: ${order.subject}` }),
  ).toBeVisible();
  const source = page.getByRole("region", { name: "Source" });
  await expect(source.getByText("Please deliver the attached order")).toBeVisible();
  await expect(
    source.getByRole("link", { name: "Open the e-mail in a new window" }),
  ).toHaveAttribute("href", `/popup/email/${order.id}`);
  await expect(source.getByText(`order-${order.sku.slice(3)}.csv`)).toBeVisible();

  // The AI's reading, with how sure it was and where it read the line.
  const first = line(page, 1);
  await expect(first.getByLabel("Quantity")).toHaveValue("6,00");
  await expect(first.getByText(/^AI \d+%$/).first()).toBeVisible();
  await expect(first.getByText(/order-\d+\.csv, row 2/).first()).toBeVisible();
  // The e-mail asks for no delivery date: the AI says how sure it is that there is none.
  await expect(page.getByText(/^AI: none in the message, \d+%$/)).toHaveCount(1);

  await first.getByLabel("Quantity").fill("12,5");
  await page.getByRole("button", { name: "Validate", exact: true }).click();

  await expect(page).toHaveURL("/validate");
  await expect(page.getByText("Order validated").first()).toBeVisible();
  const validated = await inquiry(order.api, order.id);
  expect(validated.status).toBe("validated");
  expect(validated.order.customer_number).toBe(order.customerNumber);
  expect(validated.order.lines.map((item) => [item.product_code, item.quantity])).toEqual([
    [order.sku, "12.5"],
  ]);

  // The validated order is in the archive, with the operator's correction.
  await page.goto(`/archive?search=${encodeURIComponent(order.subject)}`);
  const row = page
    .getByRole("table", { name: "Archived orders" })
    .getByRole("row")
    .filter({ hasText: order.subject });
  await expect(row.getByRole("cell", { name: "Validated", exact: true })).toBeVisible();
  await row.getByRole("link", { name: order.subject }).click();
  await expect(page).toHaveURL(`/archive/${order.id}`);
  await expect(
    page
      .getByRole("table", { name: "Order lines" })
      .getByRole("row")
      .filter({ hasText: order.sku })
      .getByRole("cell", { name: "12,50" }),
  ).toBeVisible();
});

test("lines are added and removed, then saved", async ({ page, browser, request }, testInfo) => {
  const order = await arrangeAndOpen({ page, browser, request });

  await page.getByRole("button", { name: "Add line" }).click();
  const added = line(page, 2);
  await expect(added).toBeVisible();
  // With JavaScript the product is picked from Products as you type; without, its code typed.
  const product = added.getByLabel("Product");
  await product.fill(order.otherSku);
  if (testInfo.project.name === "js") {
    await page.getByRole("option", { name: new RegExp(order.otherSku) }).click();
  }
  await added.getByLabel("Quantity").fill("3");
  await added.getByLabel("Unit").fill("box");

  await page.getByRole("button", { name: "Remove line 1" }).click();
  await expect(line(page, 2)).toHaveCount(0);
  await expect(line(page, 1).getByLabel("Quantity")).toHaveValue("3");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Order saved").first()).toBeVisible();
  await expect(page).toHaveURL(`/validate/${order.id}`);
  const saved = await inquiry(order.api, order.id);
  expect(saved.status).toBe("saved");
  expect(saved.order.lines.map((item) => [item.product_code, item.quantity])).toEqual([
    [order.otherSku, "3"],
  ]);
  await expect(line(page, 1).getByLabel("Quantity")).toHaveValue("3,00");
});

test.describe("in Dutch", () => {
  test.use({ locale: "nl-BE" });

  test("a bad quantity is refused next to the field, and the other input is kept", async ({
    page,
    browser,
    request,
  }, _testInfo) => {
    const order = await arrangeAndOpen({ page, browser, request }, "nl");
    await expect(
      page.getByRole("heading", { level: 1, name: `Valideren: ${order.subject}` }),
    ).toBeVisible();

    await page.getByLabel("Orderreferentie").fill("REF-gecorrigeerd");
    const first = line(page, 1, "Regel");
    await first.getByLabel("Aantal").fill("1.250,50");
    await page.getByRole("button", { name: "Valideren", exact: true }).click();

    await expect(
      first.getByText(
        "Vul een getal in, met een komma of een punt voor decimalen (bijvoorbeeld 12,50).",
      ),
    ).toBeVisible();
    await expect(first.getByLabel("Aantal")).toHaveAttribute("aria-invalid", "true");
    await expect(first.getByLabel("Aantal")).toHaveValue("1.250,50");
    await expect(page.getByLabel("Orderreferentie")).toHaveValue("REF-gecorrigeerd");
    await expect(page).toHaveURL(`/validate/${order.id}`);
    expect((await inquiry(order.api, order.id)).status).toBe("pending_validation");

    // Corrected, it goes through.
    await first.getByLabel("Aantal").fill("1250,5");
    await page.getByRole("button", { name: "Valideren", exact: true }).click();
    await expect(page).toHaveURL("/validate");
    await expect(page.getByText("Order gevalideerd").first()).toBeVisible();
    const validated = await inquiry(order.api, order.id);
    expect(validated.order.order_reference).toBe("REF-gecorrigeerd");
    expect(validated.order.lines[0]?.quantity).toBe("1250.5");

    // In the archive, in Dutch.
    await page.goto(`/archive?search=${encodeURIComponent(order.subject)}`);
    await expect(page.getByRole("heading", { name: "Archief", level: 1 })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: order.subject });
    await expect(row.getByRole("cell", { name: "Gevalideerd", exact: true })).toBeVisible();
    await row.getByRole("link", { name: order.subject }).click();
    await expect(page.getByRole("cell", { name: "1250,50" })).toBeVisible();
  });
});

test("when someone else changed the order first, the second operator keeps their input", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const order = await arrangeOrder(browser, request, unique(testInfo.project.name));
  // The administrator opens the order in Noord; the operator opens it at the same time.
  await startSignedIn(page, admin);
  await switchTenant(page, noord);
  await goToOrder(page, order.id);
  const other = await browser.newContext();
  const operator = await other.newPage();
  try {
    await openOrder(operator, noordOperator, order.id);
    await expect(operator.getByLabel("Order reference")).toBeVisible();

    await page.getByLabel("Order reference").fill("ADMIN-REF");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Order saved").first()).toBeVisible();

    await operator.getByLabel("Order reference").fill("OPERATOR-REF");
    await line(operator, 1).getByLabel("Quantity").fill("7,25");
    await operator.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      operator
        .getByRole("alert")
        .filter({ hasText: "Someone else changed this order since you opened it." }),
    ).toBeVisible();
    await expect(operator.getByLabel("Order reference")).toHaveValue("OPERATOR-REF");
    await expect(line(operator, 1).getByLabel("Quantity")).toHaveValue("7,25");
    expect((await inquiry(order.api, order.id)).order.order_reference).toBe("ADMIN-REF");

    // Their version, on request.
    await operator.getByRole("link", { name: "Load their version" }).click();
    await expect(operator.getByLabel("Order reference")).toHaveValue("ADMIN-REF");
  } finally {
    await other.close();
  }
});

test("an order is rejected with a reason, which is required", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const order = await arrangeAndOpen({ page, browser, request });

  // With JavaScript in a dialog; without, a part of the form.
  if (testInfo.project.name === "js") {
    await page.getByRole("button", { name: "Reject…" }).click();
  }
  const reject =
    testInfo.project.name === "js"
      ? page.getByRole("dialog", { name: "Reject this order" })
      : page.getByRole("region", { name: "Reject this order" });
  await reject.getByRole("button", { name: "Reject order" }).click();
  await expect(reject.getByText("Give a reason for rejecting the order.")).toBeVisible();
  expect((await inquiry(order.api, order.id)).status).toBe("pending_validation");

  await reject.getByLabel("Reason for rejecting").fill("Duplicate of an order sent yesterday");
  await reject.getByRole("button", { name: "Reject order" }).click();
  await expect(page).toHaveURL("/validate");
  await expect(page.getByText("Order rejected").first()).toBeVisible();
  expect((await inquiry(order.api, order.id)).status).toBe("rejected");

  // Rejected, the order can be read but no longer changed.
  await goToOrder(page, order.id);
  await expect(
    page.getByText("This order can no longer be changed (status: Rejected)."),
  ).toBeVisible();
  await expect(page.getByLabel("Order reference")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Validate", exact: true })).toHaveCount(0);
});
