import { expect, test } from "@playwright/test";

// /api/docs without JavaScript cannot run Swagger UI: it says so, in the reader's language, and
// links the OpenAPI document itself. With JavaScript the line is not shown.

test.describe("in Dutch", () => {
  test.use({ locale: "nl-NL" });

  test("the API reference points to the OpenAPI document when it cannot render", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/api/docs");
    const line = page.getByText("Deze API-referentie heeft JavaScript nodig.");
    if (javaScriptEnabled) {
      await expect(page.getByRole("heading", { level: 1, name: /Fennec API/ })).toBeVisible({
        timeout: 30_000,
      });
      await expect(line).toBeHidden();
      return;
    }
    await expect(line).toBeVisible();
    await page.getByRole("link", { name: "/api/openapi.json" }).click();
    const document = JSON.parse((await page.locator("body").textContent()) ?? "{}");
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths["/orders/validated-orders"]).toBeDefined();
  });
});
