import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiAs, uniqueEmail } from "../support/api-as";
import { signIn, signInAndLand, startSignedIn } from "../support/sign-in";

/** Both projects share one database: every key is made unique per project and run. */
function uniqueKey(prefix: string, project: string) {
  return `${prefix}_${project.replace(/\W/g, "_")}_${Date.now().toString(36)}`;
}

async function addAssetType(page: Page, type: { name: string; key: string }) {
  const form = page.getByRole("region", { name: "Add an asset type" });
  await form.getByLabel("Name").fill(type.name);
  await form.getByLabel("Key").fill(type.key);
  await form.getByRole("button", { name: "Add asset type" }).click();
}

async function addField(
  page: Page,
  field: { label: string; key: string; dataType: string; required?: boolean; options?: string },
) {
  const form = page.getByRole("region", { name: "Add a field" });
  await form.getByLabel("Label").fill(field.label);
  await form.getByLabel("Key").fill(field.key);
  await form.getByLabel("Data type").selectOption({ label: field.dataType });
  if (field.required) await form.getByLabel(/^Required/).check();
  if (field.options !== undefined) await form.getByLabel("Options").fill(field.options);
  await form.getByRole("button", { name: "Add field" }).click();
}

const rowHeaders = (region: Locator) => region.getByRole("table").getByRole("rowheader");

test("an administrator designs an asset type", async ({ page }, testInfo) => {
  // A whole design session, with an index built in the background: more than one minute.
  test.slow();
  const key = uniqueKey("suppliers", testInfo.project.name);
  await startSignedIn(page);
  await page.goto("/admin/master-data");
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Asset types");
  const types = page.getByRole("table", { name: "Asset types of Demo Wholesale" });
  await expect(types.getByRole("rowheader", { name: "Products" })).toBeVisible();

  // A bad key is marked next to the field, and what was typed stays.
  await addAssetType(page, { name: "Suppliers", key: "Bad Key" });
  const create = page.getByRole("region", { name: "Add an asset type" });
  await expect(
    create.getByText("Use lower-case letters, digits and _, starting with a letter (at most 63)."),
  ).toBeVisible();
  await expect(create.getByLabel("Name")).toHaveValue("Suppliers");
  await create.getByLabel("Key").fill(key);
  await create.getByRole("button", { name: "Add asset type" }).click();
  await expect(page.getByText("Suppliers has been added")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Design Suppliers" })).toBeVisible();
  const designerUrl = page.url();

  // Fields of a few data types; an enumeration without options is refused next to them.
  const fields = page.getByRole("region", { name: "Fields", exact: true });
  await addField(page, {
    label: "Supplier number",
    key: "supplier_number",
    dataType: "Text (one line)",
    required: true,
  });
  await expect(page.getByText("The field has been added")).toBeVisible();
  await expect(rowHeaders(fields)).toHaveText(["Supplier number"]);
  await addField(page, { label: "Name", key: "name", dataType: "Text (one line)" });
  await expect(rowHeaders(fields)).toHaveText(["Supplier number", "Name"]);
  await addField(page, { label: "Rating", key: "rating", dataType: "Enumeration (one of a list)" });
  const addFieldForm = page.getByRole("region", { name: "Add a field" });
  await expect(addFieldForm.getByText("An enumeration needs at least one option.")).toBeVisible();
  await expect(addFieldForm.getByLabel("Label")).toHaveValue("Rating");
  await addFieldForm.getByLabel("Options").fill("A\nB\n\nC");
  await addFieldForm.getByRole("button", { name: "Add field" }).click();
  await expect(rowHeaders(fields)).toHaveText(["Supplier number", "Name", "Rating"]);
  await addField(page, { label: "Active", key: "active", dataType: "Yes/no" });
  await expect(rowHeaders(fields)).toHaveText(["Supplier number", "Name", "Rating", "Active"]);
  const rating = fields.getByRole("row", { name: /Rating/ });
  await expect(
    rating.getByRole("cell", { name: "Enumeration (one of a list)", exact: true }),
  ).toBeVisible();
  await expect(rating.getByRole("cell", { name: "A, B, C", exact: true })).toBeVisible();
  await expect(
    fields
      .getByRole("row", { name: /Supplier number/ })
      .getByRole("cell", { name: "Yes", exact: true }),
  ).toBeVisible();

  // A key another field has is refused next to the key.
  await addField(page, { label: "Trade name", key: "name", dataType: "Text (one line)" });
  await expect(
    addFieldForm.getByText("Another field of this asset type already has this key."),
  ).toBeVisible();
  await expect(addFieldForm.getByLabel("Label")).toHaveValue("Trade name");

  // The supplier number is what the order pipeline matches on.
  const aiFields = page.getByRole("region", { name: "AI fields" });
  await aiFields.getByLabel("Field").selectOption({ label: "Supplier number" });
  await aiFields.getByLabel("Used as").selectOption({ label: "Number" });
  await aiFields.getByRole("button", { name: "Add AI field" }).click();
  await expect(page.getByText("The AI field has been added")).toBeVisible();
  await expect(
    aiFields
      .getByRole("row", { name: /Supplier number/ })
      .getByRole("cell", { name: "Number", exact: true }),
  ).toBeVisible();

  // The form: generated, then reordered.
  const formFields = page.getByRole("region", { name: "Form fields" });
  await expect(formFields.getByText("The form has no fields yet.")).toBeVisible();
  // A click landing while the page re-renders after the previous post is lost now and then (no
  // request leaves; seen once in five runs): click again until the form is generated. Generating
  // twice is harmless (issue 13, item 11), and the button is gone once every field is placed.
  await expect(async () => {
    const generate = formFields.getByRole("button", { name: "Generate form fields" });
    if (await generate.isVisible()) await generate.click();
    await expect(rowHeaders(formFields)).toHaveText(
      ["Supplier number", "Name", "Rating", "Active"],
      { timeout: 3_000 },
    );
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText("The form fields have been generated")).toBeVisible();
  await expect(formFields.getByLabel("Input of Rating")).toHaveValue("select");
  await formFields.getByRole("button", { name: "Move Rating up" }).click();
  await expect(rowHeaders(formFields)).toHaveText(["Supplier number", "Rating", "Name", "Active"]);
  await formFields.getByRole("button", { name: "Move Supplier number down" }).click();
  await expect(rowHeaders(formFields)).toHaveText(["Rating", "Supplier number", "Name", "Active"]);
  await expect(formFields.getByRole("button", { name: "Move Rating up" })).toBeDisabled();

  // A unique index is built in the background: pending, then ready.
  const indexes = page.getByRole("region", { name: "Indexes" });
  await indexes.getByLabel("Field").selectOption({ label: "Supplier number" });
  await indexes.getByLabel("Kind").selectOption({ label: "Unique" });
  await indexes.getByRole("button", { name: "Add index" }).click();
  await expect(page.getByText("The index is being built")).toBeVisible();
  const index = indexes.getByRole("row", { name: /Supplier number/ });
  await expect(index.getByRole("cell", { name: "Unique", exact: true })).toBeVisible();
  await expect(async () => {
    await page.goto(designerUrl);
    await expect(index.getByRole("cell", { name: "Ready", exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });

  // Each supplier may point at the product it delivers most.
  const relationships = page.getByRole("region", { name: "Relationships" });
  const addRelationship = relationships.getByRole("region", { name: "Add a relationship" });
  await addRelationship.getByLabel("Kind").selectOption({ label: "Belongs to" });
  await addRelationship.getByLabel("Linked asset type").selectOption({ label: "Products" });
  await addRelationship.getByLabel("Label", { exact: true }).fill("Preferred product");
  await addRelationship.getByLabel("Key").fill("preferred product");
  await addRelationship.getByRole("button", { name: "Add relationship" }).click();
  await expect(
    addRelationship.getByText(
      "Use lower-case letters, digits and _, starting with a letter (at most 63).",
    ),
  ).toBeVisible();
  await addRelationship.getByLabel("Key").fill("preferred_product");
  await addRelationship.getByRole("button", { name: "Add relationship" }).click();
  await expect(page.getByText("The relationship has been added")).toBeVisible();
  const relationship = relationships.getByRole("row", { name: /Preferred product/ });
  await expect(relationship.getByRole("cell", { name: "Products", exact: true })).toBeVisible();
  await expect(relationship.getByRole("cell", { name: "Belongs to", exact: true })).toBeVisible();

  // The list shows the new type with its four fields; its key cannot be used twice.
  await page.getByRole("link", { name: "All asset types" }).click();
  const row = types.getByRole("row", { name: new RegExp(key) });
  await expect(row.getByRole("rowheader", { name: "Suppliers" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "4", exact: true })).toBeVisible();
  await addAssetType(page, { name: "Suppliers again", key });
  await expect(create.getByText("Another asset type already has this key.")).toBeVisible();
  await expect(create.getByLabel("Key")).toHaveValue(key);
});

test("an asset type is deleted only with the box ticked", async ({ page }, testInfo) => {
  const key = uniqueKey("carriers", testInfo.project.name);
  await startSignedIn(page);
  await page.goto("/admin/master-data");
  await addAssetType(page, { name: "Carriers", key });
  await expect(page.getByRole("heading", { level: 1, name: "Design Carriers" })).toBeVisible();
  await page.goto("/admin/master-data");

  const types = page.getByRole("table", { name: "Asset types of Demo Wholesale" });
  await types
    .getByRole("row", { name: new RegExp(key) })
    .getByRole("link", { name: "Delete Carriers" })
    .click();
  const remove = page.getByRole("region", { name: "Delete Carriers" });
  await remove.getByRole("button", { name: "Delete asset type" }).click();
  await expect(remove.getByText("Tick the box to confirm.")).toBeVisible();
  await remove.getByLabel("Yes, delete Carriers and its entries").check();
  await remove.getByRole("button", { name: "Delete asset type" }).click();
  await expect(page.getByText("The asset type has been deleted")).toBeVisible();
  await expect(types.getByRole("row", { name: new RegExp(key) })).toHaveCount(0);
});

test("an unknown asset type is a page not found", async ({ page }) => {
  await startSignedIn(page);
  const path = "/admin/master-data/00000000-0000-4000-8000-000000000000";
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
});

test("an operator sees no master data and is refused its pages", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = uniqueEmail("otto", testInfo.project.name);
  const password = "operator-password-1";
  await startSignedIn(page);
  const api = await apiAs(page.context(), request);
  const created = await api.post("/api/identity/users", {
    email,
    first_name: "Otto",
    last_name: "Operator",
    role: "operator",
    password,
  });
  expect(created.status()).toBe(201);

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInAndLand(operator, { email, password });
  await operator.goto("/");
  const navigation = operator.getByRole("navigation", { name: "Main navigation" });
  await expect(navigation.getByRole("link", { name: "Reference data" })).toBeVisible();
  await expect(navigation.getByRole("link", { name: "Asset types" })).toHaveCount(0);

  for (const path of ["/admin/master-data", "/admin/master-data/anything"]) {
    const response = await operator.goto(path);
    expect(response?.status()).toBe(403);
    await expect(operator.getByRole("heading", { level: 1, name: "Forbidden" })).toBeVisible();
  }
  await operatorContext.close();
});

test.describe("with a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("the asset types are in Dutch", async ({ page }) => {
    await signIn(page, undefined, { language: "nl" });
    await page.goto("/admin/master-data");
    await expect(page.getByRole("heading", { level: 1, name: "Assettypes" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Assettypes van Demo Wholesale" })).toBeVisible();
    await page.getByRole("link", { name: "Ontwerpen Products" }).click();
    await expect(page.getByRole("region", { name: "Velden", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Veld toevoegen" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Formuliervelden" })).toBeVisible();
  });
});
