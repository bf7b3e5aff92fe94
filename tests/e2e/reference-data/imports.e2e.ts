import { expect, type Page, test } from "@playwright/test";
import { admin, signInAndLand, startSignedIn } from "../support/sign-in";

// Both projects share one database: every code and file name carries the project and a stamp.
const unique = (project: string) =>
  `${project}-${Date.now()}-${Math.floor(Math.random() * 1e4)}`.toUpperCase();

async function upload(page: Page, fileName: string, content: Buffer | string, type?: string) {
  const form = page.getByRole("region", { name: "Import a file" });
  if (type) await form.getByLabel("Asset type").selectOption({ label: type });
  await form.getByLabel("File").setInputFiles({
    name: fileName,
    mimeType: fileName.endsWith(".csv") ? "text/csv" : "application/octet-stream",
    buffer: Buffer.from(content),
  });
  await form.getByRole("button", { name: "Upload" }).click();
}

test("import products from a semicolon CSV: automatic mapping, one column changed, counts, and the entries are there", async ({
  page,
}, testInfo) => {
  await startSignedIn(page);
  const stamp = unique(testInfo.project.name);
  const fileName = `products-${stamp}.csv`.toLowerCase();
  const file = [
    "sku;ean;description_en;Omschrijving;unit;price",
    `IMP-${stamp}-1;;Import washer one;Sluitring een;box;1.50`,
    `IMP-${stamp}-2;;Import washer two;Sluitring twee;pcs;2,25`,
    `IMP-${stamp}-3;;Import washer three;Sluitring drie;box;3`,
  ].join("\n");

  // From the Products list, "Import a file" opens the imports page with Products chosen.
  await page.goto("/reference-data");
  await page
    .getByRole("navigation", { name: "Lists" })
    .getByRole("link", { name: "Products" })
    .click();
  await expect(
    page.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: "Products" }),
  ).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Import a file" }).click();
  await expect(page).toHaveURL(/\/reference-data\/imports\?type=/);
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Imports");
  await expect(
    page
      .getByRole("region", { name: "Import a file" })
      .getByLabel("Asset type")
      .locator("option:checked"),
  ).toHaveText("Products");
  await upload(page, fileName, file);

  const view = page.getByRole("region", { name: `Import of ${fileName}` });
  await expect(view).toBeVisible();
  await expect(page).toHaveURL(/\?import=/);
  await expect(view.getByText("Waiting for mapping")).toBeVisible();
  await expect(view.getByLabel("Encoding")).toHaveValue("UTF-8");
  await expect(view.getByLabel("Delimiter").locator("option:checked")).toHaveText("Semicolon (;)");
  // Each column with its first values and the field it was mapped to by its header.
  const columns = view.getByRole("table", { name: `Columns of ${fileName}` });
  await expect(columns.getByRole("row", { name: /^sku/ })).toContainText(`IMP-${stamp}-2`);
  const fieldFor = (column: string) => view.getByLabel(`Field for column ${column}`);
  await expect(fieldFor("sku").locator("option:checked")).toHaveText("Product code (required)");
  await expect(fieldFor("price").locator("option:checked")).toHaveText("Price");
  await expect(fieldFor("Omschrijving").locator("option:checked")).toHaveText("Skip this column");

  await fieldFor("Omschrijving").selectOption({ label: "Description (Dutch)" });
  await view.getByRole("button", { name: "Save mapping" }).click();
  await expect(page.getByText("Mapping saved").first()).toBeVisible();
  await expect(fieldFor("Omschrijving").locator("option:checked")).toHaveText(
    "Description (Dutch)",
  );
  await view.getByLabel("Match rows on").selectOption({ label: "Product code" });
  await view.getByRole("button", { name: "Start import" }).click();

  // The page follows the job until it is done (polling, or a refresh without JavaScript).
  await expect(view.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  const result = view.getByRole("region", { name: "Result" });
  await expect(result.getByRole("definition").nth(0)).toHaveText("3");
  await expect(result.getByText("Every row was imported.")).toBeVisible();
  await expect(result.getByText("3 of 3 rows processed.")).toBeVisible();

  // The history lists it with its counts.
  const history = page.getByRole("table", { name: "Imports, newest first" });
  const row = history.getByRole("row", { name: new RegExp(fileName) });
  await expect(row.getByRole("cell").nth(0)).toHaveText("Products");
  await expect(row.getByRole("cell").nth(1)).toHaveText("Completed");
  await expect(row.getByRole("cell").nth(2)).toHaveText("3");

  // The entries are in Products, with the Dutch description from the remapped column.
  await result.getByRole("link", { name: "Browse Products" }).click();
  await page.getByRole("searchbox", { name: "Search Products" }).fill(`IMP-${stamp}-2`);
  await page.getByRole("button", { name: "Search" }).click();
  const products = page.getByRole("table", { name: "Products" });
  await expect(products.getByRole("row")).toHaveCount(2);
  await expect(products.getByRole("row").nth(1)).toContainText("Import washer two");
  await expect(products.getByRole("row").nth(1)).toContainText("2,25");
});

test("a bad row is listed with its row number, field and reason; the good rows are imported", async ({
  page,
}, testInfo) => {
  await startSignedIn(page);
  const stamp = unique(testInfo.project.name);
  const fileName = `bad-rows-${stamp}.csv`.toLowerCase();
  const file = [
    "Product code,Unit,Price",
    `BAD-${stamp}-1,box,1.00`,
    `BAD-${stamp}-2,box,abc`,
    `BAD-${stamp}-3,crate,2.00`,
  ].join("\n");
  await page.goto("/reference-data/imports");
  await upload(page, fileName, file, "Products");

  const view = page.getByRole("region", { name: `Import of ${fileName}` });
  await expect(view.getByLabel("Delimiter").locator("option:checked")).toHaveText("Comma (,)");
  // Two columns cannot fill one field: the second is marked.
  const unit = view.getByLabel("Field for column Unit");
  await unit.selectOption({ label: "Product code (required)" });
  await view.getByRole("button", { name: "Save mapping" }).click();
  await expect(unit).toHaveAccessibleDescription(
    "Product code is already filled by another column.",
  );
  await expect(unit).toHaveAttribute("aria-invalid", "true");
  await unit.selectOption({ label: "Unit" });
  await view.getByRole("button", { name: "Start import" }).click();
  await expect(view.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });

  const errors = view.getByRole("table", { name: "Rows that were not imported" });
  await expect(errors.getByRole("row")).toHaveCount(3);
  await expect(errors.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "3",
    "Price",
    "Must be a number, for example 12,50.",
  ]);
  await expect(errors.getByRole("row").nth(2).getByRole("cell")).toHaveText([
    "4",
    "Unit",
    "Must be one of: pcs, box, pack, roll, m, kg, set, pair, l.",
  ]);
  const counts = view.getByRole("region", { name: "Result" });
  await expect(counts.getByText("3 of 3 rows processed.")).toBeVisible();
  await expect(counts.getByRole("term")).toHaveText(["Created", "Updated", "Failed"]);
  await expect(counts.getByRole("definition")).toHaveText(["1", "0", "2"]);
});

test("an ISO-8859-1 file shows its accents, is read again as ISO-8859-15, and is deleted", async ({
  page,
}, testInfo) => {
  await startSignedIn(page);
  const stamp = unique(testInfo.project.name);
  const fileName = `klanten-${stamp}.csv`.toLowerCase();
  const text = [
    "customer_number;name;city",
    `${stamp}-1;Société Générale du Bâtiment;Liège`,
    `${stamp}-2;Ferronnerie Françoise ¤;Namur`,
  ].join("\r\n");
  await page.goto("/reference-data/imports");
  await upload(page, fileName, Buffer.from(text, "latin1"), "Customers");

  const view = page.getByRole("region", { name: `Import of ${fileName}` });
  await expect(view.getByLabel("Encoding")).toHaveValue("ISO-8859-1");
  const columns = view.getByRole("table", { name: `Columns of ${fileName}` });
  await expect(columns.getByRole("row", { name: /^name/ })).toContainText(
    "Société Générale du Bâtiment",
  );
  await expect(columns.getByRole("row", { name: /^city/ })).toContainText("Liège");
  await expect(columns.getByRole("row", { name: /^name/ })).toContainText(
    "Ferronnerie Françoise ¤",
  );

  // 0xA4 is ¤ in ISO-8859-1 and € in ISO-8859-15.
  await view.getByLabel("Encoding").selectOption("ISO-8859-15");
  await view.getByRole("button", { name: "Read again" }).click();
  await expect(view.getByLabel("Encoding")).toHaveValue("ISO-8859-15");
  await expect(columns.getByRole("row", { name: /^name/ })).toContainText(
    "Ferronnerie Françoise €",
  );

  // Delete, from the list of imports: the import's view asks for a tick first.
  await page.getByRole("link", { name: `Delete the import of ${fileName}` }).click();
  const remove = view.getByRole("region", { name: "Delete this import" });
  await remove.getByRole("button", { name: "Delete import" }).click();
  await expect(remove.getByText("Tick the box to confirm.")).toBeVisible();
  await remove.getByLabel(`Yes, delete the import of ${fileName}`).check();
  await remove.getByRole("button", { name: "Delete import" }).click();
  await expect(page.getByText("The import has been deleted").first()).toBeVisible();
  await expect(page).not.toHaveURL(/import=/);
  await expect(page.getByRole("region", { name: `Import of ${fileName}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: fileName })).toHaveCount(0);
});

test("a file that is not a CSV or workbook is refused next to File", async ({ page }, testInfo) => {
  await startSignedIn(page);
  const stamp = unique(testInfo.project.name);
  await page.goto("/reference-data/imports");
  await upload(page, `order-${stamp}.pdf`, Buffer.from("%PDF-1.7\n\u0000\u0001binary"), "Products");
  const form = page.getByRole("region", { name: "Import a file" });
  const file = form.getByLabel("File");
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toHaveAccessibleDescription(/^This is not a CSV or Excel \(\.xlsx\) file\./);
  await expect(form.getByText(/^This is not a CSV or Excel/)).toBeVisible();
  // The chosen asset type is kept.
  await expect(form.getByLabel("Asset type").locator("option:checked")).toHaveText("Products");
  await expect(page).not.toHaveURL(/import=/);
});

test.describe("in Dutch", () => {
  test.use({ locale: "nl-BE" });

  test("a refused formula names its cell in Dutch", async ({ page }, testInfo) => {
    await signInAndLand(page, admin, { language: "nl" });
    const stamp = unique(testInfo.project.name);
    await page.goto("/reference-data/imports");
    const form = page.getByRole("region", { name: "Een bestand importeren" });
    await form.getByLabel("Assettype").selectOption({ label: "Products" });
    await form.getByLabel("Bestand").setInputFiles({
      name: `formule-${stamp}.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from('sku;description_en\nF-1;=HYPERLINK("http://x")\n'),
    });
    await form.getByRole("button", { name: "Uploaden" }).click();
    await expect(form.getByLabel("Bestand")).toHaveAccessibleDescription(
      /Cel B2 bevat een formule\. Formules worden niet geïmporteerd/,
    );
  });
});
