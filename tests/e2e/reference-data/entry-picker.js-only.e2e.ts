import { expect, test } from "@playwright/test";
import { startSignedIn } from "../support/sign-in";
import { assetTypes, ensureMadeForRelationship } from "./reference-data-setup";

test("an entry picker searches as you type, and the link shows on both entries", async ({
  page,
  context,
  request,
}) => {
  await startSignedIn(page);
  const types = await assetTypes(context, request);
  await ensureMadeForRelationship(context, request, types);
  const code = `PICK-${Date.now()}`;

  await page.goto(`/reference-data?type=${types.products?.id}&new=1`);
  const create = page.getByRole("region", { name: "New entry in Products" });
  await create.getByLabel("Product code").fill(code);

  // Typing asks the server for matching customers; the list shows them.
  const madeFor = create.getByRole("combobox", { name: "Made for" });
  // Until the page is hydrated the picker is its no-JavaScript fallback, a plain select.
  await expect(madeFor).toHaveAttribute("aria-autocomplete", "list");
  await madeFor.fill("Dijkst");
  const options = create.getByRole("listbox").getByRole("option");
  await expect(options).toHaveText([
    "20120 · Timmerbedrijf Dijkstra",
    "20260 · Dijkstra Timmerbedrijf B.V.",
  ]);
  await madeFor.fill("Dijkstra Timmer");
  await expect(options).toHaveText(["20260 · Dijkstra Timmerbedrijf B.V."]);
  await madeFor.press("ArrowDown");
  await madeFor.fill("Timmerbedrijf Dijkstra");
  await expect(options).toHaveText(["20120 · Timmerbedrijf Dijkstra"]);
  await options.first().click();
  await expect(madeFor).toHaveValue("20120 · Timmerbedrijf Dijkstra");
  await create.getByRole("button", { name: "Add entry" }).click();
  await expect(page.getByText(`${code} has been added`)).toBeVisible();

  // The product links to the customer, and the customer shows the product linking to it.
  const links = page.getByRole("region", { name: "Links" });
  await links.getByRole("link", { name: "20120 · Timmerbedrijf Dijkstra" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Edit 20120 · Timmerbedrijf Dijkstra" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Links" }).getByText("Own products")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Links" }).getByRole("link", { name: code }),
  ).toBeVisible();

  // A list of values offers what other entries hold, as you type; the arrow keys choose.
  const edit = page.getByRole("region", { name: "Edit 20120 · Timmerbedrijf Dijkstra" });
  const domains = edit.getByRole("combobox", { name: "E-mail domains" });
  await expect(domains).toHaveAttribute("aria-autocomplete", "list");
  await domains.fill("bouwbedrijfjan");
  await expect(edit.getByRole("option")).toHaveText([
    "bouwbedrijfjansen-bv.be",
    "bouwbedrijfjansen.nl",
  ]);
  await domains.press("ArrowDown");
  await domains.press("Enter");
  await expect(edit.getByRole("button", { name: "Remove bouwbedrijfjansen.nl" })).toBeVisible();
  await expect(edit.getByRole("button", { name: "Remove bouwbedrijfjansen-bv.be" })).toHaveCount(0);
  await expect(edit.getByRole("button", { name: "Remove timmerbedrijfdijkstra.nl" })).toBeVisible();
});
