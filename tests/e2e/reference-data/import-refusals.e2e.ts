import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { startSignedIn } from "../support/sign-in";

// Both projects share one database: every code, type and file name carries the project and a stamp.
const unique = (project: string) =>
  `${project}-${Date.now()}-${Math.floor(Math.random() * 1e4)}`.toUpperCase();

async function upload(page: Page, type: string, fileName: string, content: Buffer | string) {
  const form = page.getByRole("region", { name: "Import a file" });
  await form.getByLabel("Asset type").selectOption({ label: type });
  await form.getByLabel("File").setInputFiles({
    name: fileName,
    mimeType: fileName.endsWith(".csv") ? "text/csv" : "application/octet-stream",
    buffer: Buffer.from(content),
  });
  await form.getByRole("button", { name: "Upload" }).click();
}

test("a mapping refused for a required field keeps the choices, says why beside the columns, and completes once mapped again", async ({
  page,
}, testInfo) => {
  await startSignedIn(page);
  const stamp = unique(testInfo.project.name);
  const fileName = `artikelen-${stamp}.csv`.toLowerCase();
  await page.goto("/reference-data/imports");
  await upload(page, "Products", fileName, `artikel;omschrijving\nREF-${stamp};Refused washer\n`);

  const view = page.getByRole("region", { name: `Import of ${fileName}` });
  const fieldFor = (column: string) => view.getByLabel(`Field for column ${column}`);
  // Neither header names a field: nothing is mapped yet.
  await expect(fieldFor("artikel").locator("option:checked")).toHaveText("Skip this column");
  await fieldFor("omschrijving").selectOption({ label: "Description (English)" });
  await view.getByRole("button", { name: "Start import" }).click();

  // Refused: the reason beside the columns, the choice made kept, still waiting for a mapping.
  const columns = view.getByRole("group", { name: `Fields for the columns of ${fileName}` });
  await expect(columns).toHaveAccessibleDescription(
    "These required fields need a column: Product code.",
  );
  await expect(
    columns.getByText("These required fields need a column: Product code."),
  ).toBeVisible();
  await expect(fieldFor("omschrijving").locator("option:checked")).toHaveText(
    "Description (English)",
  );
  await expect(view.getByText("Waiting for mapping")).toBeVisible();

  await fieldFor("artikel").selectOption({ label: "Product code (required)" });
  await view.getByRole("button", { name: "Start import" }).click();
  await expect(view.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  const result = view.getByRole("region", { name: "Result" });
  await expect(result.getByText("1 of 1 rows processed.")).toBeVisible();
  await expect(result.getByRole("definition")).toHaveText(["1", "0", "0"]);
});

test("an import its asset type can no longer take is refused for good, with the reason in its view and the history", async ({
  page,
  request,
}, testInfo) => {
  await startSignedIn(page);
  const stamp = unique(testInfo.project.name);
  const typeName = `Depots ${stamp}`;
  const api = await apiAs(page.context(), request);
  const type = (
    await (
      await api.post("/api/dynamic-assets/asset-types", {
        key: `depots_${stamp.toLowerCase().replace(/-/g, "_")}`,
        name: typeName,
      })
    ).json()
  ).data as { id: string };
  const field = (key: string, label: string) =>
    api.post(`/api/dynamic-assets/asset-types/${type.id}/fields`, {
      key,
      label,
      data_type: "string",
      required: true,
    });
  expect((await field("code", "Code")).status()).toBe(201);

  const fileName = `depots-${stamp}.csv`.toLowerCase();
  await page.goto("/reference-data/imports");
  await upload(page, typeName, fileName, `code\nD-${stamp}\n`);
  const view = page.getByRole("region", { name: `Import of ${fileName}` });
  await expect(view.getByLabel("Field for column code").locator("option:checked")).toHaveText(
    "Code (required)",
  );
  // While the file waits, the type gets a second required field: one column cannot fill both.
  expect((await field("name", "Name")).status()).toBe(201);
  await view.getByRole("button", { name: "Start import" }).click();

  const reason = `${typeName} has more required fields (Code, Name) than the file has columns (1): import a file with a column for each required field.`;
  await expect(
    page.getByText("The import was refused: it cannot be started").first(),
  ).toBeVisible();
  await expect(view.getByText("Refused", { exact: true }).first()).toBeVisible();
  const refusal = view.getByRole("region", { name: "Refused" });
  await expect(refusal.getByText("This import cannot be started.")).toBeVisible();
  await expect(refusal.getByText(reason)).toBeVisible();
  await expect(view.getByRole("button", { name: "Start import" })).toHaveCount(0);

  // The history lists it as refused, with why; the way on is another file.
  const history = page.getByRole("table", { name: "Imports, newest first" });
  const row = history.getByRole("row", { name: new RegExp(fileName) });
  await expect(row.getByRole("cell").nth(1)).toContainText("Refused");
  await expect(row.getByRole("cell").nth(1)).toContainText(reason);
  await refusal.getByRole("link", { name: "Import another file" }).click();
  await expect(page).toHaveURL(/#upload$/);
});

// Headless Chrome is recognised as a bot: it once got a plain "400 Bad Request" line instead.
const userAgents = {
  "an ordinary browser": undefined,
  "headless Chrome":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
};

for (const [browser, userAgent] of Object.entries(userAgents)) {
  test.describe(`with the user agent of ${browser}`, () => {
    if (userAgent) test.use({ userAgent });

    test("an invalid import file re-renders the upload form with the message next to File", async ({
      page,
    }, testInfo) => {
      await startSignedIn(page);
      const stamp = unique(testInfo.project.name);
      await page.goto("/reference-data/imports");
      const form = page.getByRole("region", { name: "Import a file" });
      const file = form.getByLabel("File");
      const invalid: Array<[string, string, string]> = [
        ["empty.csv", "", "Choose a file to import."],
        [
          "order.pdf",
          "%PDF-1.7\n\u0000\u0001binary",
          "This is not a CSV or Excel (.xlsx) file. Save older .xls workbooks as .xlsx or CSV first.",
        ],
        // Customers needs a customer number and a name: one column cannot hold both.
        [
          "emails.csv",
          "email\nan@example.test\n",
          "Customers has more required fields (Customer number, Name) than the file has columns (1): import a file with a column for each required field.",
        ],
      ];
      for (const [name, content, message] of invalid) {
        await upload(page, "Customers", `${stamp}-${name}`.toLowerCase(), content);
        await expect(file).toHaveAttribute("aria-invalid", "true");
        // The message first, then the field's hint.
        await expect(file).toHaveAccessibleDescription(
          `${message} CSV (.csv) or Excel (.xlsx); in a workbook only the first sheet is read.`,
        );
        await expect(form.getByText(message, { exact: true })).toBeVisible();
        // The page with its form, not an error line; the asset type chosen is kept.
        await expect(form.getByLabel("Asset type").locator("option:checked")).toHaveText(
          "Customers",
        );
        await expect(page).not.toHaveURL(/import=/);
      }
    });
  });
}
