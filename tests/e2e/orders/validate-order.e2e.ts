import { expect, type Page, test } from "@playwright/test";
import { openReject } from "../support/reject-form";
import { admin, noordOperator, startSignedIn } from "../support/sign-in";
import { switchTenant } from "../support/tenant";
import {
  arrangeAndOpen,
  arrangeOrder,
  goToOrder,
  inquiry,
  noord,
  openOrder,
  otherDescription,
  unique,
} from "./validation-setup";

// The validation screen with and without JavaScript (both projects): an order mailed to Fennec,
// corrected next to its source and validated; lines edited; bad input refused with nothing lost;
// two people on one order.

const line = (page: Page, number: number, word = "Line") =>
  page.getByRole("group", { name: `${word} ${number}`, exact: true });

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
  // The product by its code, with its description in full under it.
  await expect(first.getByLabel("Product")).toHaveValue(order.sku);
  await expect(first.getByText("Spring washer M8 stainless", { exact: true })).toBeVisible();
  await expect(first.getByLabel("Product")).toHaveAccessibleDescription(
    "Spring washer M8 stainless",
  );
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
    // Picked, it reads as its code with the description, in full, under it.
    await expect(product).toHaveValue(order.otherSku);
    await expect(product).toHaveAccessibleDescription(otherDescription);
    await expect(added.getByRole("paragraph").filter({ hasText: otherDescription })).toBeVisible();
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
  await expect(line(page, 1).getByLabel("Product")).toHaveValue(order.otherSku);
  await expect(line(page, 1).getByText(otherDescription)).toBeVisible();
  await expect(line(page, 1).getByLabel("Product")).toHaveAccessibleDescription(otherDescription);
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

test("after someone else saved the order first, the operator compares and keeps what they choose", async ({
  page,
  browser,
  request,
}, _testInfo) => {
  const order = await arrangeAndOpen({ page, browser, request });
  await expect(page.getByLabel("Order reference")).toBeVisible();

  // While the operator works, the administrator saves another reference and quantity.
  const before = await inquiry(order.api, order.id);
  const [aiLine] = before.order.lines;
  const changed = await order.api.request.put(`/api/orders/order-inquiries/${order.id}/order`, {
    headers: order.api.headers,
    data: {
      version: before.version,
      action: "save",
      order: {
        customer_number: before.order.customer_number,
        order_reference: "ADMIN-REF",
        requested_delivery_date: null,
        delivery_address: null,
        remarks: "Deliver at the back door",
        lines: [
          { id: aiLine?.id, product_code: order.sku, quantity: "9", unit: "box", remarks: null },
        ],
      },
    },
  });
  expect(changed.status()).toBe(200);

  await page.getByLabel("Order reference").fill("OPERATOR-REF");
  await line(page, 1).getByLabel("Quantity").fill("7,25");
  const refused = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes(order.id),
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await refused).status()).toBe(409);

  // Nothing typed is lost; each value that differs is shown beside theirs.
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Someone else changed this order since you opened it." }),
  ).toBeVisible();
  await expect(page.getByLabel("Order reference")).toHaveValue("OPERATOR-REF");
  await expect(line(page, 1).getByLabel("Quantity")).toHaveValue("7,25");
  const comparison = page.getByRole("region", { name: "Your values and theirs" });
  const reference = comparison.getByRole("group", { name: "Order reference" });
  await expect(reference.getByRole("radio", { name: "Your value OPERATOR-REF" })).toBeChecked();
  await expect(
    reference.getByRole("radio", { name: "Saved by someone else ADMIN-REF" }),
  ).toBeVisible();
  const quantity = comparison.getByRole("group", { name: "Line 1: Quantity" });
  await expect(quantity.getByRole("radio", { name: "Your value 7,25" })).toBeVisible();
  await expect(quantity.getByRole("radio", { name: "Saved by someone else 9,00" })).toBeVisible();
  const remarks = comparison.getByRole("group", { name: "Remarks" });
  await expect(remarks.getByRole("radio", { name: "Your value (empty)" })).toBeVisible();
  await expect(
    remarks.getByRole("radio", { name: "Saved by someone else Deliver at the back door" }),
  ).toBeVisible();
  // Values that are the same on both sides are not asked about.
  await expect(comparison.getByRole("group")).toHaveCount(3);
  expect((await inquiry(order.api, order.id)).order.order_reference).toBe("ADMIN-REF");

  // The operator keeps their reference and takes the other quantity and remarks.
  await quantity.getByRole("radio", { name: /^Saved by someone else/ }).check();
  // A line added and removed again (without JavaScript, two posts) keeps the choices made.
  await page.getByRole("button", { name: "Add line" }).click();
  await expect(line(page, 2)).toBeVisible();
  await expect(quantity.getByRole("radio", { name: /^Saved by someone else/ })).toBeChecked();
  await page.getByRole("button", { name: "Remove line 2" }).click();
  await expect(line(page, 2)).toHaveCount(0);
  await remarks.getByRole("radio", { name: /^Saved by someone else/ }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Order saved").first()).toBeVisible();
  await expect(comparison).toHaveCount(0);

  const saved = await inquiry(order.api, order.id);
  expect(saved.status).toBe("saved");
  expect(saved.version).toBe(before.version + 2);
  expect(saved.order.order_reference).toBe("OPERATOR-REF");
  expect(saved.order.remarks).toBe("Deliver at the back door");
  expect(saved.order.lines.map((item) => [item.id, item.product_code, item.quantity])).toEqual([
    [aiLine?.id, order.sku, "9"],
  ]);
  await expect(page.getByLabel("Order reference")).toHaveValue("OPERATOR-REF");
  await expect(line(page, 1).getByLabel("Quantity")).toHaveValue("9,00");
});

test("when someone else changed the order first, their version can be loaded instead", async ({
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
    await operator.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      operator
        .getByRole("alert")
        .filter({ hasText: "Someone else changed this order since you opened it." }),
    ).toBeVisible();
    await expect(operator.getByLabel("Order reference")).toHaveValue("OPERATOR-REF");

    // Their version, on request.
    await operator.getByRole("link", { name: "Load their version" }).click();
    await expect(operator.getByLabel("Order reference")).toHaveValue("ADMIN-REF");
    await expect(operator.getByRole("region", { name: "Your values and theirs" })).toHaveCount(0);
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
  const reject = await openReject(page, testInfo.project.name);
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
