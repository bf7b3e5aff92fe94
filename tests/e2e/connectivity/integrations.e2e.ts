import { expect, type Page, test } from "@playwright/test";
import {
  type StandInMynuma,
  startStandInMynuma,
} from "../../../server/modules/connectivity/integrations/mynuma/stand-in-mynuma-server";
import { type RecordingListener, startRecordingListener } from "../../setup/recording-listener";
import { signIn, startSignedIn } from "../support/sign-in";

// Both projects share one database and run in parallel, in Demo Wholesale: every integration
// name carries the project and a stamp, and rows are found by name. The stand-in mynuma listens
// on loopback on a port of its own (the e2e server allows private targets, as tests do).

const API_KEY = "mynuma-e2e-key-5d21";
const unique = (project: string) => `${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

let standIn: StandInMynuma;
/** Another address on loopback, recording the Authorization headers it is sent. */
let elsewhere: RecordingListener;

test.beforeAll(async () => {
  standIn = await startStandInMynuma({
    host: "127.0.0.1",
    apiKey: API_KEY,
    customers: [],
    products: [],
  });
  elsewhere = await startRecordingListener();
});

test.afterAll(async () => {
  await standIn?.close();
  await elsewhere?.close();
});

const table = (page: Page) => page.getByRole("table", { name: "Integrations of Demo Wholesale" });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
const testResult = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true });

test("an administrator sets up a mynuma integration: tests the connection, sets the threshold rule, saves", async ({
  page,
}, testInfo) => {
  const name = `mynuma ${unique(testInfo.project.name)}`;
  await startSignedIn(page);
  await page.goto("/admin/integrations");
  await expect(page).toHaveTitle("Fennec — Demo Wholesale — Integrations");

  // Adding one opens its own page (the empty layout: no navigation), the ERP type chosen first.
  await page.getByRole("link", { name: "Add an integration" }).click();
  await expect(page).toHaveURL(/\/admin\/integrations\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add an integration" })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await page.getByRole("button", { name: "mynuma", exact: true }).click();
  await expect(page).toHaveURL(/type=mynuma/);
  await expect(page.getByRole("button", { name: "mynuma", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // A mistake is marked next to its field, before anything is saved.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Base URL").fill("ftp://erp.example.test");
  await page.getByRole("button", { name: "Add integration" }).click();
  await expect(page.getByText("Enter an address starting with https:// or http://.")).toBeVisible();

  // A wrong key: the API-key check fails, in words.
  await page.getByLabel("Base URL").fill(standIn.url);
  await page.getByLabel("API key", { exact: true }).fill("not-the-key");
  await page.getByRole("button", { name: "Test connection" }).click();
  const failed = testResult(page, "The connection does not work");
  await expect(failed).toBeVisible();
  await expect(failed.getByText("API key: failed")).toBeVisible();
  await expect(failed.getByText("mynuma refused the API key.")).toBeVisible();
  await expect(failed.getByText("Connection: works")).toBeVisible();
  // The key typed is never sent back to the page.
  expect(await page.content()).not.toContain("not-the-key");

  // The right key: every check works.
  await page.getByLabel("API key", { exact: true }).fill(API_KEY);
  await page.getByRole("button", { name: "Test connection" }).click();
  const works = testResult(page, "The connection works");
  await expect(works).toBeVisible();
  await expect(works.getByText("API key: works")).toBeVisible();
  await expect(works.getByText("mynuma accepted the API key.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  expect(await page.content()).not.toContain(API_KEY);

  // The rules: send validated orders, and validate those at least 90 % sure by themselves.
  await expect(page.getByLabel("Send orders when they are")).toHaveValue("validated");
  await page.getByLabel("Validate orders automatically above a confidence threshold").check();
  await expect(page.getByLabel("Minimum confidence (%)")).toHaveValue("95");
  await page.getByLabel("Minimum confidence (%)").fill("90");
  // The key is never kept in the page: typed again (without JavaScript it is empty after a test).
  await page.getByLabel("API key", { exact: true }).fill(API_KEY);
  // Saved inactive: Demo Wholesale's validated (and confident) orders of other tests must not
  // start going to this stand-in.
  await expect(page.getByLabel("Active: sends orders")).toBeChecked();
  await page.getByLabel("Active: sends orders").uncheck();
  await page.getByRole("button", { name: "Add integration" }).click();

  await expect(page).toHaveURL(/\/admin\/integrations$/);
  await expect(page.getByText(`Integration ${name} has been added`)).toBeVisible();
  const row = rowOf(page, name);
  await expect(row.getByRole("cell", { name: "mynuma", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Inactive", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "None yet" })).toBeVisible();

  // Opened again: the rule as saved, the key stored and not shown; a test uses the stored key.
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(
    page.getByLabel("Validate orders automatically above a confidence threshold"),
  ).toBeChecked();
  await expect(page.getByLabel("Minimum confidence (%)")).toHaveValue("90");
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("");
  await expect(page.getByText("A key is stored. Leave this empty to keep it")).toBeVisible();
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(testResult(page, "The connection works")).toBeVisible();

  // Another address: the stored key is not sent there, neither by a test nor by saving; the
  // form asks for it again next to it.
  const apiKeyField = page.getByLabel("API key", { exact: true });
  for (const button of ["Test connection", "Save changes"]) {
    await page.getByLabel("Base URL").fill(elsewhere.url);
    await page.getByRole("button", { name: button }).click();
    await expect(apiKeyField).toHaveAccessibleDescription(
      /^Enter the API key again: the address changed\./,
    );
    await expect(apiKeyField).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Base URL")).toHaveValue(elsewhere.url);
  }
  expect(elsewhere.requests).toEqual([]);
  await page.getByLabel("Base URL").fill(standIn.url);

  // A stricter threshold, the key left empty (kept).
  await expect(page.getByLabel("Active: sends orders")).not.toBeChecked();
  await page.getByLabel("Minimum confidence (%)").fill("97.5");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Changes to ${name} saved`)).toBeVisible();
  await rowOf(page, name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page.getByLabel("Minimum confidence (%)")).toHaveValue("97.5");
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(testResult(page, "The connection works")).toBeVisible();

  // Deleting takes a ticked confirmation.
  await page.getByRole("link", { name: "Back to integrations" }).click();
  await rowOf(page, name)
    .getByRole("link", { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole("region", { name: `Delete ${name}` });
  await confirm.getByRole("button", { name: "Delete integration" }).click();
  await expect(confirm.getByText("Tick the box to confirm.")).toBeVisible();
  await confirm.getByLabel(`Yes, delete ${name}`).check();
  await confirm.getByRole("button", { name: "Delete integration" }).click();
  await expect(page.getByText("The integration has been deleted")).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test.describe("with a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("the integration pages are in Dutch", async ({ page }) => {
    await signIn(page, undefined, { language: "nl" });
    await page.goto("/admin/integrations");
    await expect(page.getByRole("heading", { level: 1, name: "Integraties" })).toBeVisible();
    await page.getByRole("link", { name: "Integratie toevoegen" }).click();
    await page.getByLabel("Basis-URL").fill(standIn.url);
    await page.getByLabel("API-sleutel", { exact: true }).fill("verkeerde-sleutel");
    await page.getByRole("button", { name: "Verbinding testen" }).click();
    const failed = page.getByRole("region", { name: "De verbinding werkt niet" });
    await expect(failed.getByText("API-sleutel: mislukt")).toBeVisible();
    await expect(page.getByLabel("Minimale zekerheid (%)")).toHaveValue("95");
    await expect(
      page.getByText("Een order waarin elke gevonden waarde minstens de minimale zekerheid heeft"),
    ).toBeVisible();
  });
});

test("an integration that does not exist is a 404", async ({ page }) => {
  await startSignedIn(page);
  const id = "00000000-0000-4000-8000-000000000000";
  const response = await page.goto(`/admin/integrations/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`Integration with ID ${id} not found`)).toBeVisible();
});
