import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type SftpTestServer, startSftpServer } from "../../setup/sftp-server";
import { chooseDutch } from "../support/language";
import { ordersTenant, startWithOrders } from "../support/orders";
import { switchTenant, tenantHeaders } from "../support/tenant";

// Both projects share one database and run in parallel, in Zuid Wholesale (where tests make
// orders of their own): each test has its own SFTP server (OpenSSH's sshd on loopback) and
// names its files by order id, so an order another test validates meanwhile writes a file of
// its own and never one this test looks for.

const generalInfo = (page: Page) =>
  page.getByRole("region", { name: "General info and connection" });
const templateSection = (page: Page) => page.getByRole("region", { name: "Template" });

const CSV_TEMPLATE = `reference;product;quantity
{% for line in order.lines -%}
{{ order.order_reference | csv }};{{ line.product_code | csv }};{{ line.quantity }}
{% endfor -%}
`;

test("an administrator writes validated orders to an SFTP directory chosen by browsing, with a CSV template", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  let sftp: SftpTestServer | undefined;
  let profileId: string | undefined;
  try {
    sftp = await startSftpServer();
    const inbox = path.join(sftp.root, "orders", "in");
    await mkdir(inbox, { recursive: true });
    const { stamp, api, customer, sku, channel } = await startWithOrders(
      page,
      context,
      request,
      testInfo.project.name,
    );
    // An order validated before the profile exists: the preview has a real order to show.
    const earlier = await api.order(channel, stamp, `Earlier order ${stamp}`, sku);
    await api.validate(earlier.id, customer.number);
    await switchTenant(page, ordersTenant);
    const name = `Warehouse ${stamp}`;

    await page.goto("/admin/export-profiles");
    await expect(page).toHaveTitle(`Fennec — ${ordersTenant} — Export profiles`);
    await page.getByRole("link", { name: "Add an export profile" }).click();
    await expect(page.getByRole("heading", { name: "New export profile", level: 1 })).toBeVisible();

    // A mistake is marked next to its field, and nothing typed is lost.
    const form = generalInfo(page);
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Kind").selectOption("ftp");
    await form.getByLabel("Format").selectOption("csv");
    await form.getByLabel("Protocol").selectOption("sftp");
    await form.getByLabel("User name", { exact: true }).first().fill(sftp.username);
    await form.getByRole("button", { name: "Add the export profile" }).click();
    await expect(form.getByText("Enter the server's host name or address.")).toBeVisible();
    await expect(form.getByLabel("Host")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);

    await form.getByLabel("Host").fill(sftp.host);
    await form.getByLabel("Port").fill(String(sftp.port));
    await form.getByLabel("Private key (SFTP)").fill(sftp.privateKey);
    await form.getByRole("button", { name: "Add the export profile" }).click();
    await expect(
      page.getByRole("heading", { name: `Export profile ${name}`, level: 1 }),
    ).toBeVisible();
    profileId = new URL(page.url()).pathname.split("/").at(-1);
    // The key is stored, never shown again.
    const keyBody = sftp.privateKey.split("\n")[1] as string;
    expect(keyBody.length).toBeGreaterThan(20);
    expect(await page.content()).not.toContain(keyBody);
    await expect(generalInfo(page).getByLabel("Private key (SFTP)")).toHaveAccessibleDescription(
      /A value is stored; leave this empty to keep it\./,
    );

    // The test pins the server's host key and shows it.
    await page.getByRole("button", { name: "Test the connection" }).click();
    const tested = page.getByRole("status").filter({ hasText: "Connected" });
    await expect(tested).toContainText("Fennec signed in and could read the directory.");
    await expect(tested).toContainText(sftp.hostKeyFingerprint);

    // The directory: typed, then chosen by browsing down to orders/in.
    const pathSection = page.getByRole("region", { name: "Directory" });
    await pathSection.getByLabel("Directory", { exact: true }).fill(sftp.root);
    await pathSection.getByRole("button", { name: "Save the directory" }).click();
    await expect(page.getByText(`Files are now written to ${sftp.root}`)).toBeVisible();
    await page.getByRole("link", { name: "Browse the server" }).click();
    const listing = page.getByRole("list", { name: `Contents of ${sftp.root}` });
    await listing.getByRole("link", { name: "orders", exact: true }).click();
    await page
      .getByRole("list", { name: `Contents of ${sftp.root}/orders` })
      .getByRole("link", { name: "in", exact: true })
      .click();
    await expect(page.getByRole("heading", { name: `Browsing ${inbox}` })).toBeVisible();
    await page.getByRole("button", { name: `Write files to ${inbox}` }).click();
    await expect(page.getByText(`Files are now written to ${inbox}`)).toBeVisible();

    // A template that does not parse is marked with its line and column; the preview shows the
    // file for a real validated order.
    const editor = templateSection(page);
    await editor.getByLabel("File name").fill("{{ order.order_id }}.csv");
    await editor
      .getByLabel("Template", { exact: true })
      .fill("reference\n{% for line in order.lines %}\n{{ line.product_code }");
    await editor.getByRole("button", { name: "Preview" }).click();
    await expect(templateSection(page).getByText(/^Line \d+, column \d+: /)).toBeVisible();
    await expect(templateSection(page).getByLabel("Template", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    // A file name that comes out empty for an order without a reference is refused next to
    // its field, at preview and at save; a template that would run away is stopped, saying why.
    const emptyName =
      "The file name comes out empty, or as only an extension, for an order without a reference. Add something every order has, such as {{ order.order_id }}.";
    await templateSection(page).getByLabel("Template", { exact: true }).fill(CSV_TEMPLATE);
    await templateSection(page).getByLabel("File name").fill("{{ order.order_reference }}.csv");
    for (const button of ["Preview", "Save the template"]) {
      await templateSection(page).getByRole("button", { name: button }).click();
      await expect(templateSection(page).getByText(emptyName)).toBeVisible();
      await expect(templateSection(page).getByLabel("File name")).toHaveAttribute(
        "aria-invalid",
        "true",
      );
    }
    await templateSection(page).getByLabel("File name").fill("{{ order.order_id }}.csv");
    await templateSection(page)
      .getByLabel("Template", { exact: true })
      .fill("{% for i in (1..40000000) %}{{ i }}{% endfor %}");
    await templateSection(page).getByRole("button", { name: "Preview" }).click();
    await expect(
      templateSection(page).getByText(
        "Line 1, column 1: A range may hold at most 100,000 numbers.",
      ),
    ).toBeVisible();

    await templateSection(page).getByLabel("Template", { exact: true }).fill(CSV_TEMPLATE);
    await templateSection(page).getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("status").filter({ hasText: "Preview" });
    await expect(preview).toContainText(/The file for order .+:/);
    await expect(preview.getByRole("figure", { name: "Content" })).toContainText(
      "reference;product;quantity\n",
    );
    await templateSection(page).getByRole("button", { name: "Save the template" }).click();
    await expect(page.getByText("The template was saved")).toBeVisible();
    await expect(templateSection(page).getByLabel("Template", { exact: true })).toHaveValue(
      CSV_TEMPLATE,
    );

    // An order validated now is written there as one whole file, under the name it ends with.
    const order = await api.order(channel, stamp, `Export order ${stamp}`, sku);
    expect((await readdir(inbox)).includes(`${earlier.id}.csv`)).toBe(false);
    await api.validate(order.id, customer.number);
    const fileName = `${order.id}.csv`;
    await expect
      .poll(async () => (await readdir(inbox)).includes(fileName), { timeout: 45_000 })
      .toBe(true);
    const content = await readFile(path.join(inbox, fileName), "utf8");
    expect(content).toBe(`reference;product;quantity\nPO-${stamp};${sku};12.5\n`);
    expect((await readdir(inbox)).filter((file) => !file.endsWith(".csv"))).toEqual([]);

    // The delivery log shows the attempt, with the file written.
    const log = page.getByRole("table", { name: "Every attempt to write an order, newest first" });
    await expect(async () => {
      await page.reload();
      await expect(log.getByRole("row").filter({ hasText: fileName })).toHaveCount(1, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(log.getByRole("row").filter({ hasText: fileName })).toContainText("Written");

    // The order's own page lists the export next to its other deliveries.
    await page.goto(`/order-inquiries/${order.id}`);
    const exports = page.getByRole("region", { name: "Exports" });
    await expect(exports).toContainText("Written");
    await expect(exports).toContainText(`${inbox}/${fileName}`);
    await page.goto(`/admin/export-profiles/${profileId}`);

    // In Dutch.
    await chooseDutch(page);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Afleverlogboek" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Verbinding testen" })).toBeVisible();

    // Deleting takes a ticked confirmation.
    await page.goto("/admin/export-profiles");
    await page
      .getByRole("row")
      .filter({ hasText: name })
      .getByRole("link", { name: /^Verwijderen/ })
      .click();
    await page.getByRole("button", { name: "Exportprofiel verwijderen" }).click();
    await expect(page.getByText("Vink het vakje aan om te bevestigen.")).toBeVisible();
    await page.getByLabel(`Ja, ${name} verwijderen`).check();
    await page.getByRole("button", { name: "Exportprofiel verwijderen" }).click();
    await expect(page.getByText("Het exportprofiel is verwijderd")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    profileId = undefined;
  } finally {
    // Other tests validate orders in this tenant too: this server is going away.
    if (profileId) {
      const headers = await tenantHeaders(context, request, ordersTenant);
      await request.delete(`/api/connectivity/profiles/export/${profileId}`, { headers });
    }
    await sftp?.stop();
  }
});
