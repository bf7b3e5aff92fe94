import { expect, test } from "@playwright/test";
import type { TenantApi } from "../support/order-mail";
import { admin, startSignedIn } from "../support/sign-in";
import { switchTenant } from "../support/tenant";
import { arrangeOrder, goToOrder, inquiry, otherDescription, unique } from "./validation-setup";

// The customer and product pickers (they exist with JavaScript only; without, the code is typed)
// store the field the AI matches on, whichever column the tenant's table shows first: a value
// picked by hand is written exactly as one the AI found. Codes Wholesale is this test's alone.
const codes = "Codes Wholesale";

/** Moves the column of `fieldKey` to the front of the asset type's table, through the API. */
async function putColumnFirst({ request, headers }: TenantApi, typeKey: string, fieldKey: string) {
  const base = "/api/dynamic-assets/asset-types";
  const types: { id: string; key: string }[] = (await (await request.get(base, { headers })).json())
    .data;
  const typeId = types.find((type) => type.key === typeKey)?.id;
  const fields: { id: string; key: string }[] = (
    await (await request.get(`${base}/${typeId}/fields`, { headers })).json()
  ).data;
  const fieldId = fields.find((field) => field.key === fieldKey)?.id;
  for (;;) {
    const columns: { id: string; field_id: string; position: number }[] = (
      await (await request.get(`${base}/${typeId}/table-fields`, { headers })).json()
    ).data;
    const column = columns.find((candidate) => candidate.field_id === fieldId);
    if (!column) throw new Error(`${fieldKey} is not a column of ${typeKey}`);
    if (columns.indexOf(column) === 0) return;
    const moved = await request.get(
      `${base}/${typeId}/table-fields/${column.id}/up?position=${column.position}`,
      { headers },
    );
    expect(moved.status()).toBe(200);
  }
}

test("the customer and product picked by hand are stored by their AI code fields", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const order = await arrangeOrder(browser, request, unique(testInfo.project.name), {
    tenant: codes,
  });
  // The tables show the name and the description first, the number and the code later.
  await putColumnFirst(order.api, "customers", "name");
  await putColumnFirst(order.api, "products", "description_en");

  await startSignedIn(page, admin);
  await switchTenant(page, codes);
  await goToOrder(page, order.id);

  const customer = page.getByLabel("Customer", { exact: true });
  await customer.fill("Bakkerij De Groot");
  const customerOption = page.getByRole("option", { name: new RegExp(order.customerNumber) });
  await expect(customerOption).toContainText("Bakkerij De Groot");
  await customerOption.click();
  await expect(customer).toHaveValue(order.customerNumber);

  const line = page.getByRole("group", { name: "Line 1", exact: true });
  const product = line.getByLabel("Product");
  await product.fill("Hex nut");
  const productOption = page.getByRole("option", { name: new RegExp(order.otherSku) });
  await expect(productOption).toContainText(otherDescription);
  await productOption.click();
  await expect(product).toHaveValue(order.otherSku);
  await expect(product).toHaveAccessibleDescription(otherDescription);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Order saved").first()).toBeVisible();
  const saved = await inquiry(order.api, order.id);
  expect(saved.order.customer_number).toBe(order.customerNumber);
  expect(saved.order.lines.map((item) => item.product_code)).toEqual([order.otherSku]);
  // As the AI would have written it: the order validates, its customer and product known.
  await page.getByRole("button", { name: "Validate", exact: true }).click();
  await expect(page).toHaveURL("/validate");
  expect((await inquiry(order.api, order.id)).status).toBe("validated");
});
