import { expect, test } from "@playwright/test";
import { preferenceSaved } from "../support/preferences";

test("dark mode is kept across a reload and rendered by the server", async ({ page }) => {
  await page.goto("/login");
  const colorMode = page.getByRole("group", { name: "Colour mode" });
  await expect(colorMode.getByRole("button", { name: "System" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The page turns dark at once; the choice is saved by a POST that must land before the reload.
  const saved = preferenceSaved(page);
  await colorMode.getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await saved;
  await expect(colorMode.getByRole("button", { name: "Dark" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  // The server itself renders the class: no flash of the light theme.
  const html = await (await page.request.get("/login")).text();
  expect(html).toMatch(/<html[^>]*class="dark"/);

  await page
    .getByRole("group", { name: "Colour mode" })
    .getByRole("button", { name: "Light" })
    .click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});
