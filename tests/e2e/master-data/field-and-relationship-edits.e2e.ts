import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as";
import { startSignedIn } from "../support/sign-in";

test("an administrator edits and deletes a field and a relationship", async ({
  page,
  request,
}, testInfo) => {
  const key = `depots_${testInfo.project.name.replace(/\W/g, "_")}_${Date.now().toString(36)}`;
  await startSignedIn(page);
  // Set-up through the API: a type with two fields and a relationship to itself.
  const api = await apiAs(page.context(), request);
  const type = (
    await (await api.post("/api/dynamic-assets/asset-types", { key, name: "Depots" })).json()
  ).data as { id: string };
  for (const field of [
    { key: "code", label: "Code", data_type: "string" },
    { key: "city", label: "City", data_type: "string" },
  ]) {
    expect(
      (await api.post(`/api/dynamic-assets/asset-types/${type.id}/fields`, field)).status(),
    ).toBe(201);
  }
  expect(
    (
      await api.post(`/api/dynamic-assets/asset-types/${type.id}/relationships`, {
        kind: "hasMany",
        target_asset_type_id: type.id,
        key: "satellites",
        label: "Satellites",
      })
    ).status(),
  ).toBe(201);

  // Reference data shows the design as it is: read once here, and again after the edit below.
  expect(
    (await api.get(`/api/dynamic-assets/asset-types/${type.id}/form-fields/generate`)).status(),
  ).toBe(200);
  const newEntry = `/reference-data?type=${type.id}&new=1`;
  await page.goto(newEntry);
  await expect(page.getByRole("textbox", { name: "City" })).toBeVisible();

  await page.goto(`/admin/master-data/${type.id}`);
  const fields = page.getByRole("region", { name: "Fields", exact: true });

  // Edit: the key of another field is refused, and what was typed stays.
  await fields.getByRole("link", { name: "Edit City" }).click();
  const edit = page.getByRole("region", { name: "Edit field City" });
  await edit.getByLabel("Label").fill("Town");
  await edit.getByLabel("Key").fill("code");
  await edit.getByRole("button", { name: "Save field" }).click();
  await expect(
    edit.getByText("Another field of this asset type already has this key."),
  ).toBeVisible();
  await expect(edit.getByLabel("Label")).toHaveValue("Town");
  await edit.getByLabel("Key").fill("town");
  await edit.getByLabel("Data type").selectOption({ label: "Enumeration (one of a list)" });
  await edit.getByLabel("Options").fill("Antwerp\nGhent");
  await edit.getByRole("button", { name: "Save field" }).click();
  await expect(page.getByText("The field has been saved")).toBeVisible();
  const town = fields.getByRole("row", { name: /Town/ });
  await expect(town.getByRole("cell", { name: "town", exact: true })).toBeVisible();
  await expect(town.getByRole("cell", { name: "Antwerp, Ghent", exact: true })).toBeVisible();
  await page.goto(newEntry);
  await expect(page.getByRole("textbox", { name: "Town" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "City" })).toHaveCount(0);
  await page.goto(`/admin/master-data/${type.id}`);

  // Delete: only with the box ticked.
  await fields.getByRole("link", { name: "Edit Town" }).click();
  const removeField = page.getByRole("region", { name: "Delete this field" });
  await removeField.getByRole("button", { name: "Delete field" }).click();
  await expect(removeField.getByText("Tick the box to confirm.")).toBeVisible();
  await removeField.getByLabel("Yes, delete Town and its values").check();
  await removeField.getByRole("button", { name: "Delete field" }).click();
  await expect(page.getByText("The field has been deleted")).toBeVisible();
  await expect(fields.getByRole("table").getByRole("rowheader")).toHaveText(["Code"]);

  // The relationship: relabelled, then deleted.
  const relationships = page.getByRole("region", { name: "Relationships" });
  await relationships.getByRole("link", { name: "Edit Satellites" }).click();
  const editRelationship = page.getByRole("region", { name: "Edit relationship Satellites" });
  await editRelationship.getByLabel("Label", { exact: true }).fill("Branches");
  await editRelationship.getByLabel("Label on the other side").fill("Main depot");
  await editRelationship.getByRole("button", { name: "Save relationship" }).click();
  await expect(page.getByText("The relationship has been saved")).toBeVisible();
  const branches = relationships.getByRole("row", { name: /Branches/ });
  await expect(branches.getByRole("cell", { name: "Has many", exact: true })).toBeVisible();
  await expect(branches.getByRole("cell", { name: "Main depot", exact: true })).toBeVisible();

  await relationships.getByRole("link", { name: "Edit Branches" }).click();
  const removeRelationship = page.getByRole("region", { name: "Delete this relationship" });
  await removeRelationship.getByLabel("Yes, delete Branches and its links").check();
  await removeRelationship.getByRole("button", { name: "Delete relationship" }).click();
  await expect(page.getByText("The relationship has been deleted")).toBeVisible();
  await expect(relationships.getByText("This asset type has no relationships yet.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("designer.png"), fullPage: true });
});
