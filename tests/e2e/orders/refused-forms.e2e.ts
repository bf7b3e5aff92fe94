import { expect, type Page, test } from "@playwright/test";
import { openReject } from "../support/reject-form";
import { arrangeAndOpen, inquiry } from "./validation-setup";

// A refused form is never a dead end, whatever the browser says it is (issue 17): the page comes
// back with the message next to the field and the input kept, for an ordinary Chrome and for a
// headless one (which isbot counts among bots), with JavaScript on and off (the two projects).

const userAgents = {
  Chrome:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "headless Chrome":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
};

const firstLine = (page: Page) => page.getByRole("group", { name: "Line 1", exact: true });

for (const [browserName, userAgent] of Object.entries(userAgents)) {
  test.describe(`in ${browserName}`, () => {
    test.use({ userAgent });

    test("a bad quantity, a reject without a reason and a save meeting a newer version each come back with the message and the input kept", async ({
      page,
      browser,
      request,
    }, testInfo) => {
      // One order for the three refusals: none of the first two changes it.
      const order = await arrangeAndOpen({ page, browser, request });

      await test.step("a bad quantity", async () => {
        await page.getByLabel("Order reference").fill("REF-kept");
        await firstLine(page).getByLabel("Quantity").fill("twelve");
        await page.getByRole("button", { name: "Validate", exact: true }).click();

        const quantity = firstLine(page).getByLabel("Quantity");
        await expect(
          firstLine(page).getByText(
            "Enter a number, with a comma or a dot for decimals (for example 12,50).",
          ),
        ).toBeVisible();
        await expect(quantity).toHaveAttribute("aria-invalid", "true");
        await expect(quantity).toHaveValue("twelve");
        await expect(page.getByLabel("Order reference")).toHaveValue("REF-kept");
        expect((await inquiry(order.api, order.id)).status).toBe("pending_validation");
        await quantity.fill("6");
      });

      await test.step("a reject without a reason", async () => {
        const reject = await openReject(page, testInfo.project.name);
        await reject.getByRole("button", { name: "Reject order" }).click();

        await expect(reject.getByText("Give a reason for rejecting the order.")).toBeVisible();
        await expect(reject.getByLabel("Reason for rejecting")).toHaveAttribute(
          "aria-invalid",
          "true",
        );
        await expect(page.getByLabel("Order reference")).toHaveValue("REF-kept");
        expect((await inquiry(order.api, order.id)).status).toBe("pending_validation");
        if (testInfo.project.name === "js") await page.keyboard.press("Escape");
      });

      await test.step("a save that meets a newer version", async () => {
        // Someone else saves the order while this page is open.
        const current = await inquiry(order.api, order.id);
        const saved = await request.put(`/api/orders/order-inquiries/${order.id}/order`, {
          headers: order.api.headers,
          data: {
            version: current.version,
            action: "save",
            order: { ...current.order, order_reference: "THEIRS" },
          },
        });
        expect(saved.status(), await saved.text()).toBe(200);

        await page.getByLabel("Order reference").fill("MINE");
        await firstLine(page).getByLabel("Quantity").fill("7,25");
        await page.getByRole("button", { name: "Save", exact: true }).click();

        await expect(
          page
            .getByRole("alert")
            .filter({ hasText: "Someone else changed this order since you opened it." }),
        ).toBeVisible();
        await expect(page.getByLabel("Order reference")).toHaveValue("MINE");
        await expect(firstLine(page).getByLabel("Quantity")).toHaveValue("7,25");
        expect((await inquiry(order.api, order.id)).order.order_reference).toBe("THEIRS");
      });
    });
  });
}
