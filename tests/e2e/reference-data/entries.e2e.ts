import { expect, test } from "@playwright/test";
import { startSignedIn } from "../support/sign-in";
import { assetTypes, ensureUniqueProductCode } from "./reference-data-setup";

test("browse Products: columns, sorting both ways and paging", async ({ page }) => {
  await startSignedIn(page);
  await page.goto("/reference-data");
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Reference data");
  await page
    .getByRole("navigation", { name: "Lists" })
    .getByRole("link", { name: "Products" })
    .click();
  await expect(
    page.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: "Products" }),
  ).toHaveAttribute("aria-current", "page");

  const table = page.getByRole("table", { name: "Products" });
  const headers = table.getByRole("columnheader");
  await expect(headers).toHaveText([
    "Product code",
    "EAN",
    "Description (English)",
    "Unit",
    "Price",
    "Actions",
  ]);
  await expect(table.getByRole("row")).toHaveCount(26);
  const pages = page.getByRole("navigation", { name: "Pages of Products" });
  await expect(pages.getByText(/^Page 1 of \d+ · \d+ entries$/)).toBeVisible();

  // Sort by price: cheapest first, then the other way round.
  const price = table.getByRole("columnheader", { name: "Price" });
  await price.getByRole("link").click();
  await expect(price).toHaveAttribute("aria-sort", "ascending");
  // Prices have a decimal comma and two decimals (entries without a price sort last).
  await expect(table.getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText(/^\d+,\d{2}$/);
  const prices = async () =>
    (await table.getByRole("row").locator("td:nth-child(5)").allTextContents()).map((text) =>
      Number(text.replace(",", ".")),
    );
  let shown = await prices();
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  await price.getByRole("link").click();
  await expect(price).toHaveAttribute("aria-sort", "descending");
  shown = await prices();
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  const mostExpensive = shown[0];

  // The next page keeps the order.
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(pages.getByText(/^Page 2 of \d+/)).toBeVisible();
  await expect(price).toHaveAttribute("aria-sort", "descending");
  shown = await prices();
  expect(shown[0]).toBeLessThanOrEqual(mostExpensive ?? 0);
  await expect(page).toHaveURL(/sort=price&order=desc&page=2/);
});

test("add a product (a bad price is marked and nothing is lost), find, edit, refuse a duplicate, delete", async ({
  page,
  context,
  request,
}, testInfo) => {
  await startSignedIn(page);
  const types = await assetTypes(context, request);
  const products = types.products;
  if (!products) throw new Error("No Products in the demo tenant");
  await ensureUniqueProductCode(context, request, products.id);
  const code = `E2E-${testInfo.project.name}-${Date.now()}`.toUpperCase();
  const description = `Test washer ${testInfo.project.name}`;
  const label = `${code} · ${description}`;

  await page.goto(`/reference-data?type=${products.id}`);
  await page.getByRole("link", { name: "Add entry" }).click();
  const create = page.getByRole("region", { name: "New entry in Products" });
  await create.getByLabel("Product code").fill(code);
  await create.getByLabel("Description (English)").fill(description);
  await create.getByLabel("Unit").selectOption("box");
  await create.getByLabel("Price").fill("abc");
  await create.getByRole("button", { name: "Add entry" }).click();

  // The mistake is marked next to Price; what was typed is still there.
  await expect(create.getByLabel("Price")).toHaveAccessibleDescription(
    /Enter a number, for example 12,50\./,
  );
  await expect(create.getByText("Enter a number, for example 12,50.")).toBeVisible();
  await expect(create.getByLabel("Product code")).toHaveValue(code);
  await expect(create.getByLabel("Description (English)")).toHaveValue(description);
  await expect(create.getByLabel("Unit")).toHaveValue("box");

  await create.getByLabel("Price").fill("12,5");
  await create.getByRole("button", { name: "Add entry" }).click();
  await expect(page.getByText(`${label} has been added`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Edit ${label}` })).toBeVisible();

  // Search finds it; the price is shown with a decimal comma.
  await page.getByRole("searchbox", { name: "Search Products" }).fill(code);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole("table", { name: "Products" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row", { name: new RegExp(code) });
  await expect(row.getByRole("rowheader")).toHaveText(code);
  await expect(row.getByRole("cell", { name: "12,50" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "box" })).toBeVisible();

  // Edit the price, with a dot this time.
  await row.getByRole("link", { name: `Edit ${label}` }).click();
  const edit = page.getByRole("region", { name: `Edit ${label}` });
  await expect(edit.getByLabel("Price")).toHaveValue("12,5");
  await edit.getByLabel("Price").fill("13.75");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Changes to ${label} saved`)).toBeVisible();
  await expect(row.getByRole("cell", { name: "13,75" })).toBeVisible();

  // A second product with the same code is refused, next to the code.
  await page.getByRole("link", { name: "Add entry" }).click();
  const duplicate = page.getByRole("region", { name: "New entry in Products" });
  await duplicate.getByLabel("Product code").fill(code);
  await duplicate.getByLabel("Price").fill("1");
  await duplicate.getByRole("button", { name: "Add entry" }).click();
  const refusal = `Product code “${code}” is already used by another entry.`;
  await expect(duplicate.getByText(refusal)).toBeVisible();
  await expect(duplicate.getByLabel("Product code")).toHaveAccessibleDescription(refusal);
  await expect(duplicate.getByLabel("Price")).toHaveValue("1");

  // Delete: only with the confirmation ticked.
  await table.getByRole("link", { name: `Edit ${label}` }).click();
  const remove = page.getByRole("region", { name: "Delete this entry" });
  await remove.getByRole("button", { name: "Delete entry" }).click();
  await expect(remove.getByText("Tick the box to confirm.")).toBeVisible();
  await remove.getByLabel(`Yes, delete ${label}`).check();
  await remove.getByRole("button", { name: "Delete entry" }).click();
  await expect(page.getByText("The entry has been deleted")).toBeVisible();
  await expect(page.getByText(`No entries match “${code}”.`)).toBeVisible();
});
