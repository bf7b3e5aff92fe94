import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { startSignedIn } from "../support/sign-in";
import { tenantHeaders } from "../support/tenant";

// With JavaScript, an action's answer is on the page before the page's data has been read again
// (React Router shows it while the loaders run). What the user types in that moment is theirs:
// the page's refresh must not put the form back. The refresh is held here for a second and a
// half, as a busy server or a slow line holds it. Without JavaScript there is no such moment.

test("an edit typed as soon as a test's answer shows is kept when the page's data arrives", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const receiver: Server = createServer((_request, response) => response.end("ok"));
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  let webhookId: string | undefined;
  try {
    await startSignedIn(page);
    await page.goto("/admin/webhooks/new");
    const settings = page.getByRole("region", { name: "Settings" });
    await settings.getByLabel("Name", { exact: true }).fill(`Held refresh ${Date.now()}`);
    await settings.getByLabel("URL", { exact: true }).fill(url);
    await settings.getByRole("button", { name: "Add webhook" }).click();
    await page.getByRole("link", { name: "Continue to the webhook" }).click();
    await expect(settings.getByRole("button", { name: "Send a test" })).toBeVisible();
    webhookId = new URL(page.url()).pathname.split("/").at(-1);

    await page.route("**/*.data*", async (route) => {
      if (route.request().method() === "GET") await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    const refreshed = page.waitForResponse(
      (response) => response.request().method() === "GET" && response.url().includes(".data"),
    );
    await settings.getByRole("button", { name: "Send a test" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The test was delivered" }),
    ).toBeVisible();
    const urlField = settings.getByLabel("URL", { exact: true });
    await urlField.fill(`${url}/changed`);

    // The page's data has arrived and the page has taken it (the loading bar is gone).
    await refreshed;
    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeHidden();
    await expect(urlField).toHaveValue(`${url}/changed`);
    await expect(
      page.getByRole("status").filter({ hasText: "The test was delivered" }),
    ).toBeVisible();
  } finally {
    if (webhookId) {
      const headers = await tenantHeaders(context, request, "Demo Wholesale");
      await request.delete(`/api/connectivity/webhooks/${webhookId}`, { headers });
    }
    receiver.closeAllConnections();
    await new Promise((done) => receiver.close(done));
  }
});
