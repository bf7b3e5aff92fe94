import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type SftpTestServer, startSftpServer } from "../../setup/sftp-server";
import { chooseDutch } from "../support/language";
import { startSignedIn } from "../support/sign-in";

// Both projects share one database and run in parallel, in Demo Wholesale: every profile's name
// and every product code carry the project and a stamp, and each test has an SFTP server of its
// own (real sshd on loopback, tests/setup/sftp-server.ts).

const unique = (project: string) =>
  `${project}-${Date.now()}-${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** Asks for a confirmation: a button and a dialog with JavaScript, a link and a section without. */
async function openConfirmation(page: Page, project: string, opener: string, title: string) {
  await page.getByRole(project === "no-js" ? "link" : "button", { name: opener }).click();
  const confirmation = page.getByRole(project === "no-js" ? "region" : "dialog", { name: title });
  await expect(confirmation).toBeVisible();
  return confirmation;
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Creates a profile for Products from the list and lands on its page. */
async function createProfile(page: Page, name: string) {
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Import profiles" })
    .click();
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Import profiles");
  await expect(page.getByRole("heading", { name: "Import profiles", level: 1 })).toBeVisible();
  const create = section(page, "Add an import profile");
  await create.getByRole("button", { name: "Add import profile" }).click();
  await expect(create.getByText("Enter a name")).toBeVisible();
  await create.getByLabel("Name", { exact: true }).fill(name);
  await create.getByLabel("Asset type", { exact: true }).selectOption({ label: "Products" });
  await create.getByRole("button", { name: "Add import profile" }).click();
  await expect(
    page.getByRole("heading", { name: `Import profile ${name}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(`Import profile ${name} has been added.`).first()).toBeVisible();
}

/** Fills and saves the connection form with SFTP to `server`. */
async function saveConnection(
  page: Page,
  server: SftpTestServer,
  secrets: { password?: string; privateKey?: string; removePassword?: boolean },
) {
  const connection = section(page, "Connection");
  await connection.getByLabel("Protocol", { exact: true }).selectOption({ label: "SFTP" });
  await connection.getByLabel("Host", { exact: true }).fill(server.host);
  await connection.getByLabel("Port", { exact: true }).fill(String(server.port));
  await connection.getByLabel("User name", { exact: true }).fill(server.username);
  if (secrets.password)
    await connection.getByLabel("Password", { exact: true }).fill(secrets.password);
  if (secrets.privateKey)
    await connection.getByLabel("Private key (SFTP)").fill(secrets.privateKey);
  if (secrets.removePassword) await connection.getByLabel("Remove the stored password").check();
  await connection.getByLabel("Directory", { exact: true }).fill(server.root);
  await connection.getByLabel("File name pattern", { exact: true }).fill("products-*.csv");
  await connection.getByRole("button", { name: "Save connection" }).click();
  await expect(page.getByText(/^The connection of .* has been saved\.$/).first()).toBeVisible();
}

test("an administrator sets up an SFTP import profile: connection test, browsing, mapping, schedule, and a run imports the products", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const server = await startSftpServer();
  try {
    const stamp = unique(project);
    const name = `Products feed ${stamp}`;
    await mkdir(path.join(server.root, "incoming", "old"), { recursive: true });
    await writeFile(
      path.join(server.root, "incoming", `products-${stamp.toLowerCase()}.csv`),
      [
        "sku;description_en;price",
        `SFTP-${stamp}-1;Feed washer one;1.50`,
        `SFTP-${stamp}-2;Feed washer two;2.25`,
        `SFTP-${stamp}-3;Feed washer three;not a price`,
        `SFTP-${stamp}-4;Feed washer four;4`,
      ].join("\n"),
    );
    await writeFile(path.join(server.root, "incoming", "notes.txt"), "not imported");
    // A name with a backslash matches the pattern but is never sent back to the server.
    const unusable = `products-${stamp.toLowerCase()}\\old.csv`;
    await writeFile(path.join(server.root, "incoming", unusable), "sku;price\nX;1\n");

    await startSignedIn(page);
    await createProfile(page, name);

    // A wrong password: the test explains what the server said, and shows no secret.
    await saveConnection(page, server, { password: `wrong-${stamp}` });
    const connection = section(page, "Connection");
    await expect(connection.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      "One is stored. Leave this empty to keep it, or type a new one to replace it.",
    );
    expect(await page.content()).not.toContain(`wrong-${stamp}`);
    await connection.getByRole("button", { name: "Test connection" }).click();
    const failed = page.getByRole("status").filter({ hasText: "The connection failed" });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(
      "The server refused the user name or password (or key). Check the credentials.",
    );
    // Browsing with it: the same words, in place of the directory (the API's 502, read as on an
    // export profile's page), and the server's own answer beneath them.
    await connection.getByRole("link", { name: "Browse the server" }).click();
    const refusedBrowse = page.getByRole("region", { name: `Browsing ${server.root}` });
    const problem = refusedBrowse.getByRole("alert");
    await expect(problem).toContainText(
      "The server refused the user name or password (or key). Check the credentials.",
    );
    await expect(problem).toContainText("The server said: ");
    await expect(refusedBrowse.getByRole("list")).toHaveCount(0);
    expect(await page.content()).not.toContain(`wrong-${stamp}`);
    await refusedBrowse.getByRole("link", { name: "Stop browsing" }).first().click();
    await expect(page.getByRole("region", { name: /^Browsing / })).toHaveCount(0);

    // The private key instead: the test works and pins the server's host key.
    await saveConnection(page, server, { privateKey: server.privateKey, removePassword: true });
    // The first save's flash may still show: wait for what only this save makes true.
    await expect(connection.getByLabel("Private key (SFTP)")).toHaveAccessibleDescription(
      "A key is stored. Leave this empty to keep it, or paste a new one to replace it.",
      { timeout: 30_000 },
    );
    await expect(connection.getByLabel("Private key (SFTP)")).toHaveValue("");
    expect(await page.content()).not.toContain("PRIVATE KEY");
    await connection.getByRole("button", { name: "Test connection" }).click();
    const works = page.getByRole("status").filter({ hasText: "Connected" });
    await expect(works).toBeVisible();
    await expect(works).toContainText(
      `The server's host key is now pinned; a server showing another key will be refused: ${server.hostKeyFingerprint}`,
    );
    await expect(works).toContainText("0 files in the directory match the pattern.");

    // Browsing with plain links to the directory holding the file, which becomes the profile's.
    await connection.getByRole("link", { name: "Browse the server" }).click();
    const browse = page.getByRole("region", { name: /^Browsing / });
    await expect(browse).toHaveAccessibleName(`Browsing ${server.root}`);
    await expect(browse.getByText("This is the profile's directory.")).toBeVisible();
    await browse.getByRole("link", { name: "incoming", exact: true }).click();
    const incoming = `${server.root}/incoming`;
    await expect(browse).toHaveAccessibleName(`Browsing ${incoming}`);
    const entries = browse.getByRole("list", { name: `Contents of ${incoming}` });
    await expect(entries.getByRole("link", { name: "old", exact: true })).toBeVisible();
    await expect(entries.getByRole("listitem").filter({ hasText: "notes.txt" })).toContainText(
      "12 bytes",
    );
    await expect(
      entries.getByRole("listitem").filter({ hasText: `products-${stamp.toLowerCase()}.csv` }),
    ).toContainText("matches the pattern");
    await browse.getByRole("button", { name: `Use ${incoming} as the directory` }).click();
    await expect(
      page.getByText(`The directory of ${name} has been changed.`).first(),
    ).toBeVisible();
    await expect(connection.getByLabel("Directory", { exact: true })).toHaveValue(incoming);
    await expect(connection.getByText(server.hostKeyFingerprint)).toBeVisible();

    // The mapping: each column by its header to a field of Products.
    const mapping = section(page, "Mapping");
    const columns = [
      ["sku", "Product code (required)"],
      ["description_en", "Description (English)"],
      ["price", "Price"],
    ] as const;
    for (const [index, [column, field]] of columns.entries()) {
      await mapping.getByLabel(`Column ${index + 1}`, { exact: true }).fill(column);
      await mapping.getByLabel(`Field for column ${index + 1}`).selectOption({ label: field });
    }
    await mapping
      .getByLabel("Match rows on", { exact: true })
      .selectOption({ label: "Product code" });
    await mapping.getByLabel("Delimiter", { exact: true }).selectOption({ label: "Semicolon (;)" });
    await mapping.getByRole("button", { name: "Save mapping" }).click();
    await expect(page.getByText(`The mapping of ${name} has been saved.`).first()).toBeVisible();
    // Saved: three columns and four empty rows to add more.
    await expect(mapping.getByLabel("Column 7", { exact: true })).toHaveValue("");
    await expect(mapping.getByLabel("Column 3", { exact: true })).toHaveValue("price");
    await expect(mapping.getByLabel("Field for column 1").locator("option:checked")).toHaveText(
      "Product code (required)",
    );

    // A schedule: a weekly one needs its day, then shows when it runs next.
    const schedule = section(page, "Schedule");
    await schedule.getByLabel("How often", { exact: true }).selectOption({ label: "Every week" });
    await schedule.getByLabel("Time", { exact: true }).fill("05:45");
    await schedule.getByRole("button", { name: "Save schedule" }).click();
    await expect(schedule.getByText("Choose the day")).toBeVisible();
    await schedule.getByLabel("Day of the week", { exact: true }).selectOption({ label: "Sunday" });
    await schedule.getByRole("button", { name: "Save schedule" }).click();
    await expect(page.getByText(`The schedule of ${name} has been saved.`).first()).toBeVisible();
    await expect(schedule.getByText("Every Sunday at 05:45")).toBeVisible();
    await expect(schedule.getByRole("definition").nth(1).locator("time")).toBeVisible();

    // Run now: the run is recorded and followed until it has completed.
    const records = section(page, "Runs");
    await expect(records.getByText("The profile has not run yet.")).toBeVisible();
    await records.getByRole("button", { name: "Run now" }).click();
    await expect(page.getByText("Run started").first()).toBeVisible();
    const runs = records.getByRole("table", { name: "The profile's runs, newest first" });
    const run = runs.getByRole("row").nth(1);
    await expect(run).toContainText("Run now");
    await expect(async () => {
      if (project === "no-js") await records.getByRole("button", { name: "Refresh" }).click();
      await expect(run).toContainText("Completed", { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(run).toContainText(`products-${stamp.toLowerCase()}.csv — imported`);
    await expect(run).toContainText("3 created, 0 updated, 1 refused");
    const refused = run.getByRole("list", {
      name: `Refused rows of products-${stamp.toLowerCase()}.csv`,
    });
    await expect(refused.getByRole("listitem")).toHaveCount(1);
    await expect(refused.getByRole("listitem")).toContainText("Row 4:");
    // The file with the unusable name is refused, saying why; it does not fail the run.
    await expect(run).toContainText(`${unusable} — refused: its name cannot be used`);
    await expect(run).toContainText(
      "The name contains a backslash or a control character (shown as ?), which Fennec does not send to a server. Rename the file on the server to import it.",
    );

    // The list shows the profile with its server, schedule and last run.
    await page.getByRole("link", { name: "Back to import profiles" }).click();
    const row = page
      .getByRole("table", { name: "Import profiles of Demo Wholesale" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
    await expect(row).toContainText("Products");
    await expect(row).toContainText(`sftp://${server.host}:${server.port}`);
    await expect(row).toContainText("Every Sunday at 05:45");
    await expect(row).toContainText("Completed");

    // Deleting takes a confirmation.
    await row.getByRole("link", { name: `Open ${name}` }).click();
    const remove = await openConfirmation(
      page,
      project,
      "Delete import profile",
      `Delete import profile ${name}?`,
    );
    await remove.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("The import profile has been deleted.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/import-profiles$/);
    await expect(page.getByRole("rowheader", { name, exact: true })).toHaveCount(0);

    // The imported products are in the reference data, and stay after the profile is deleted.
    await page.goto("/reference-data");
    await page
      .getByRole("navigation", { name: "Lists" })
      .getByRole("link", { name: "Products" })
      .click();
    await page.getByRole("searchbox", { name: "Search Products" }).fill(`SFTP-${stamp}-2`);
    await page.getByRole("button", { name: "Search" }).click();
    const products = page.getByRole("table", { name: "Products" });
    await expect(products.getByRole("row")).toHaveCount(2);
    await expect(products.getByRole("row").nth(1)).toContainText("Feed washer two");
  } finally {
    await server.stop();
  }
});

test("an import profile that does not exist is a 404", async ({ page }) => {
  await startSignedIn(page);
  const id = "00000000-0000-4000-8000-000000000000";
  const response = await page.goto(`/admin/import-profiles/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`Import profile with ID ${id} not found`)).toBeVisible();
});

test("in Dutch: the forms' mistakes in Dutch, and deleting takes a confirmation", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const name = `Prijzen ${unique(project)}`;
  await startSignedIn(page);
  await chooseDutch(page);
  await page.goto("/admin/import-profiles");
  await expect(page.getByRole("heading", { name: "Importprofielen", level: 1 })).toBeVisible();
  const create = section(page, "Een importprofiel toevoegen");
  await create.getByLabel("Naam", { exact: true }).fill(name);
  await create.getByRole("button", { name: "Importprofiel toevoegen" }).click();
  await expect(create.getByText("Kies een assettype", { exact: true })).toBeVisible();
  await create.getByLabel("Assettype", { exact: true }).selectOption({ label: "Products" });
  await create.getByRole("button", { name: "Importprofiel toevoegen" }).click();
  await expect(
    page.getByRole("heading", { name: `Importprofiel ${name}`, level: 1 }),
  ).toBeVisible();

  // Nothing to test or browse before a connection is saved; a mistake is said next to its field.
  await expect(page.getByText("Sla eerst de verbinding op")).toBeVisible();
  await expect(page.getByRole("button", { name: "Verbinding testen" })).toHaveCount(0);
  const schedule = section(page, "Planning");
  await schedule.getByLabel("Hoe vaak", { exact: true }).selectOption({ label: "Cron-expressie" });
  await schedule.getByLabel("Cron-expressie", { exact: true }).fill("elke dag");
  await schedule.getByRole("button", { name: "Planning opslaan" }).click();
  await expect(schedule.getByText("Dit is geen cron-expressie van vijf velden")).toBeVisible();
  // Five fields, but no minute 99: the API refuses it, and that is said next to the field too.
  await schedule.getByLabel("Cron-expressie", { exact: true }).fill("99 2 * * *");
  await schedule.getByRole("button", { name: "Planning opslaan" }).click();
  await expect(schedule.getByLabel("Cron-expressie", { exact: true })).toHaveAccessibleDescription(
    /Dit is geen cron-expressie van vijf velden/,
  );
  await expect(schedule.getByLabel("Cron-expressie", { exact: true })).toHaveValue("99 2 * * *");
  await schedule.getByLabel("Cron-expressie", { exact: true }).fill("30 2 * * 1-5");
  await schedule.getByRole("button", { name: "Planning opslaan" }).click();
  await expect(schedule.getByText("Volgens de cron-expressie 30 2 * * 1-5")).toBeVisible();
  await expect(schedule.getByText(/02:30/).last()).toBeVisible();

  const remove = await openConfirmation(
    page,
    project,
    "Importprofiel verwijderen",
    `Importprofiel ${name} verwijderen?`,
  );
  await remove.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page.getByText("Het importprofiel is verwijderd.").first()).toBeVisible();
  await expect(page.getByRole("rowheader", { name, exact: true })).toHaveCount(0);
});
