import { expect, test } from "@playwright/test";
import { startSignedIn } from "../support/sign-in";

// Without JavaScript the browser shows its own loading indicator: `js` project only.
test("a slow navigation shows the loading bar, which goes away when done", async ({ page }) => {
  await startSignedIn(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Fennec" })).toBeVisible();

  // Hold the page data long enough for the 200 ms throttle to pass.
  await page.route("**/*.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Home" })
    .click();

  const bar = page.getByRole("progressbar", { name: "Loading page" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS("height", "3px");
  await expect(bar).toBeHidden({ timeout: 5_000 });
});
