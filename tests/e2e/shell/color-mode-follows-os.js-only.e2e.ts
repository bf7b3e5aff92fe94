import { expect, test } from "@playwright/test";

// Following the OS live needs JavaScript: this file runs in the `js` project only.
test.describe("the system colour mode", () => {
  test("follows the operating system live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/login");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    // Local storage mirrors the choice.
    expect(await page.evaluate(() => localStorage.getItem("fennec-theme"))).toBe("system");
  });
});
