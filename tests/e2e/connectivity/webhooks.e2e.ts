import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { startRecordingListener } from "../../setup/recording-listener";
import { chooseDutch } from "../support/language";
import { ordersTenant, startWithOrders } from "../support/orders";
import { switchTenant, tenantHeaders } from "../support/tenant";

// Both projects share one database and run in parallel, in Zuid Wholesale (where tests make
// orders of their own): every webhook carries the project and a stamp and has a receiver of its
// own on loopback, which checks every delivery with the standardwebhooks package.

type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver on loopback answering every delivery with `status`. */
async function startReceiver(status = 200) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(status, { "content-type": "text/plain" });
      response.end("accepted by the e2e receiver");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/fennec`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

const verify = (secret: string, delivery: Received) =>
  new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as {
    type: string;
    data: Record<string, unknown>;
  };

const logTable = (page: Page) =>
  page.getByRole("table", { name: "Every delivery attempt, newest first" });

test("an administrator adds a webhook, copies its secret once, tests it and reads its delivery log", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  // Another address on loopback, recording the Authorization headers it is sent.
  const elsewhere = await startRecordingListener();
  let webhookId: string | undefined;
  try {
    const { stamp, api, customer, sku, channel } = await startWithOrders(
      page,
      context,
      request,
      testInfo.project.name,
    );
    await switchTenant(page, ordersTenant);
    const name = `Hook ${stamp}`;

    await page.goto("/admin/webhooks");
    await expect(page).toHaveTitle(`Fennec — ${ordersTenant} — Webhooks`);
    await page.getByRole("link", { name: "Add a webhook" }).click();
    await expect(page.getByRole("heading", { name: "Add a webhook", level: 1 })).toBeVisible();

    // A mistake is marked next to its field.
    const settings = page.getByRole("region", { name: "Settings" });
    await settings.getByLabel("Name", { exact: true }).fill(name);
    await settings.getByLabel("URL", { exact: true }).fill("ftp://not-a-webhook.test/x");
    await settings.getByRole("button", { name: "Add webhook" }).click();
    const urlField = settings.getByLabel("URL", { exact: true });
    await expect(urlField).toHaveAttribute("aria-invalid", "true");
    await expect(settings.getByText("Enter an http or https address")).toBeVisible();

    await urlField.fill(receiver.url);
    await settings.getByLabel("Authentication scheme").selectOption("Bearer");
    await settings.getByLabel("Token (Bearer)").fill(`token-${stamp}`);
    await settings.getByRole("button", { name: "Add webhook" }).click();

    // The secret, this once.
    await expect(page.getByText(`Webhook ${name} has been added.`)).toBeVisible();
    await expect(page.getByText("Copy it now: it is shown only this once.")).toBeVisible();
    const secretField = page.getByLabel("Signing secret", { exact: true });
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole("link", { name: "Continue to the webhook" }).click();
    await expect(page.getByRole("heading", { name: `Webhook ${name}`, level: 1 })).toBeVisible();
    webhookId = new URL(page.url()).pathname.split("/").at(-1);
    expect(await page.content()).not.toContain(secret);
    expect(await page.content()).not.toContain(`token-${stamp}`);
    await expect(page.getByLabel("Token (Bearer)")).toHaveAccessibleDescription(
      "One is stored. Leave this empty to keep it, or type a new one to replace it.",
    );

    // A test: signed with the secret just shown, with the stored token.
    await page
      .getByRole("region", { name: "Settings" })
      .getByRole("button", { name: "Send a test" })
      .click();
    const answer = page.getByRole("status").filter({ hasText: "The test was delivered" });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("Delivered: the endpoint answered 200.");
    await expect(answer).toContainText("accepted by the e2e receiver");
    const ping = receiver.received.at(-1) as Received;
    expect(verify(secret, ping).type).toBe("webhook.test");
    expect(ping.headers.authorization).toBe(`Bearer token-${stamp}`);

    // Another address: the stored token is not sent there, neither by a test nor by saving; the
    // form asks for it again next to it.
    const settingsForm = page.getByRole("region", { name: "Settings" });
    const tokenField = settingsForm.getByLabel("Token (Bearer)");
    for (const button of ["Send a test", "Save changes"]) {
      await settingsForm.getByLabel("URL", { exact: true }).fill(`${elsewhere.url}/hooks`);
      await settingsForm.getByRole("button", { name: button }).click();
      await expect(tokenField).toHaveAccessibleDescription(
        /^Enter the token again: the address changed\./,
      );
      await expect(tokenField).toHaveAttribute("aria-invalid", "true");
    }
    expect(elsewhere.requests).toEqual([]);
    await settingsForm.getByLabel("URL", { exact: true }).fill(receiver.url);

    // An order validated in this tenant reaches the receiver, and the log shows the attempt.
    await expect(page.getByText("Nothing has been sent yet.")).toBeVisible();
    const order = await api.order(channel, stamp, `Webhook order ${stamp}`, sku);
    await api.validate(order.id, customer.number);
    await expect
      .poll(
        () =>
          receiver.received
            .filter((delivery) => verify(secret, delivery).type === "order.validated")
            .some((delivery) => verify(secret, delivery).data.order_id === order.id),
        { timeout: 45_000 },
      )
      .toBe(true);
    await expect(async () => {
      await page.reload();
      await expect(logTable(page).getByRole("row")).not.toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const row = logTable(page).getByRole("row").filter({ hasText: "Order validated" }).first();
    await expect(row).toContainText("200");
    await expect(row).toContainText("accepted by the e2e receiver");
    await expect(row).toContainText("Delivered: the endpoint answered 200.");

    // Redeliver: one more attempt now, marked in the log.
    const before = receiver.received.length;
    await row.getByRole("button", { name: /^Redeliver/ }).click();
    await expect(page.getByText("Redelivery: Delivered: the endpoint answered 200.")).toBeVisible();
    expect(receiver.received.length).toBeGreaterThan(before);
    await expect(logTable(page).getByText("Redelivered by hand").first()).toBeVisible();

    // Rotation: a new secret, shown once; the old one keeps signing for 24 hours.
    await page.getByRole("button", { name: "Rotate the signing secret" }).click();
    const rotated = page.getByRole("region", { name: "The new signing secret" });
    const newSecret = await rotated.getByLabel("Signing secret", { exact: true }).inputValue();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await expect(page.getByText(/The previous secret also signs until/).first()).toBeVisible();
    await page
      .getByRole("region", { name: "Settings" })
      .getByRole("button", { name: "Send a test" })
      .click();
    await expect(page.getByText("The test was delivered")).toBeVisible();
    const signedTwice = receiver.received.at(-1) as Received;
    expect(verify(newSecret, signedTwice).type).toBe("webhook.test");
    expect(verify(secret, signedTwice).type).toBe("webhook.test");
    await page.reload();
    expect(await page.content()).not.toContain(newSecret);

    // In Dutch.
    await chooseDutch(page);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Afleverlogboek" })).toBeVisible();
    await expect(
      page
        .getByRole("table", { name: "Elke afleverpoging, nieuwste eerst" })
        .getByText("Afgeleverd: het eindpunt antwoordde 200.")
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Test versturen" })).toBeVisible();
  } finally {
    // Other tests validate orders in this tenant too: this receiver is going away.
    if (webhookId) {
      const headers = await tenantHeaders(context, request, ordersTenant);
      await request.delete(`/api/connectivity/webhooks/${webhookId}`, { headers });
    }
    await receiver.close();
    await elsewhere.close();
  }
});

test("the list shows a webhook's URL, status and last delivery; deleting takes a confirmation", async ({
  page,
  context,
  request,
}, testInfo) => {
  const { stamp } = await startWithOrders(page, context, request, testInfo.project.name);
  await switchTenant(page, ordersTenant);
  const name = `Paused hook ${stamp}`;
  const url = `https://hooks.example.test/${stamp}`;

  await page.goto("/admin/webhooks/new");
  const settings = page.getByRole("region", { name: "Settings" });
  await settings.getByLabel("Name", { exact: true }).fill(name);
  await settings.getByLabel("URL", { exact: true }).fill(url);
  // Basic needs a user name: refused next to the field.
  await settings.getByLabel("Authentication scheme").selectOption("Basic");
  await settings.getByLabel("Password (Basic)").fill("basic-password-1");
  await settings.getByLabel("Active: sends messages").uncheck();
  await settings.getByRole("button", { name: "Add webhook" }).click();
  await expect(settings.getByLabel("User name (Basic)")).toHaveAccessibleDescription(
    "Enter the user name for Basic authentication.",
  );
  await settings.getByLabel("User name (Basic)").fill("erp");
  await settings.getByLabel("Password (Basic)").fill("basic-password-1");
  await settings.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.getByText(`Webhook ${name} has been added.`)).toBeVisible();

  await page.goto("/admin/webhooks");
  const row = page
    .getByRole("table", { name: `Webhooks of ${ordersTenant}` })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row.getByRole("cell", { name: url })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Order validated (order.validated)" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Switched off" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Never" })).toBeVisible();

  await row.getByRole("link", { name: `Delete ${name}` }).click();
  const remove = page.getByRole("region", { name: `Delete ${name}` });
  await remove.getByRole("button", { name: "Delete webhook" }).click();
  await expect(remove.getByText("Tick the box to confirm.")).toBeVisible();
  await remove.getByLabel(`Yes, delete ${name}`).check();
  await remove.getByRole("button", { name: "Delete webhook" }).click();
  await expect(page.getByText("The webhook has been deleted").first()).toBeVisible();
  await expect(page.getByRole("rowheader", { name, exact: true })).toHaveCount(0);
});

test("a webhook whose endpoint keeps failing shows that Fennec slows it down (en, nl)", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver(503);
  let webhookId: string | undefined;
  const headers = async () => tenantHeaders(context, request, ordersTenant);
  try {
    const { stamp, api, customer, sku, channel } = await startWithOrders(
      page,
      context,
      request,
      testInfo.project.name,
    );
    await switchTenant(page, ordersTenant);
    const name = `Failing hook ${stamp}`;
    const created = await request.post("/api/connectivity/webhooks", {
      headers: await headers(),
      data: { name, url: receiver.url },
    });
    expect(created.status()).toBe(201);
    webhookId = (await created.json()).data.id as string;
    const hook = `/api/connectivity/webhooks/${webhookId}`;

    // An order's message fails (503), and so do four redeliveries by hand: five in a row.
    const order = await api.order(channel, stamp, `Failing webhook order ${stamp}`, sku);
    await api.validate(order.id, customer.number);
    await expect.poll(() => receiver.received.length, { timeout: 45_000 }).toBeGreaterThan(0);
    const deliveries = await (
      await request.get(`${hook}/deliveries`, { headers: await headers() })
    ).json();
    const messageId = deliveries.data[0].message.id as string;
    for (let n = 0; n < 4; n++) {
      const redelivered = await request.post(`${hook}/messages/${messageId}/redeliver`, {
        headers: await headers(),
      });
      expect((await redelivered.json()).data.outcome).toBe("retry");
    }
    const slowed = (await (await request.get(hook, { headers: await headers() })).json()).data;
    expect(slowed.consecutive_failures).toBeGreaterThanOrEqual(5);
    expect(slowed.slowed_until).not.toBeNull();

    await page.goto(`/admin/webhooks/${webhookId}`);
    await expect(page.getByRole("heading", { name: `Webhook ${name}`, level: 1 })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Slowed down" })).toBeVisible();
    await expect(
      page.getByText(
        /^\d+ failed deliveries in a row: messages wait, and from .+ one is tried on its own\. Once it is delivered, the rest follow at once\.$/,
      ),
    ).toBeVisible();

    await chooseDutch(page);
    await page.reload();
    await expect(page.getByRole("term").filter({ hasText: "Vertraagd" })).toBeVisible();
    await expect(
      page.getByText(/^\d+ afleveringen op rij mislukt: berichten wachten/),
    ).toBeVisible();
  } finally {
    if (webhookId)
      await request.delete(`/api/connectivity/webhooks/${webhookId}`, { headers: await headers() });
    await receiver.close();
  }
});
