import { expect, type Locator, type Page, test } from "@playwright/test";
import { chooseDutch } from "../support/language";
import { startSignedIn } from "../support/sign-in";

// With JavaScript a dashboard chart names the period under the pointer or chosen with the
// keyboard, in a tooltip and to screen readers; without it the chart is the server's SVG with
// its table (dashboard.e2e.ts, both projects). The expected figures are read from that table,
// since other tests add orders to the same tenant.

/** A chart's periods and one series' values, as its table of figures shows them. */
async function figuresOf(region: Locator, showFigures: string, series: string) {
  await region.getByText(showFigures, { exact: true }).click();
  const table = region.getByRole("table");
  const columns = await table.getByRole("columnheader").allTextContents();
  const column = columns.indexOf(series);
  expect(column, `the table has a column "${series}"`).toBeGreaterThan(0);
  const rows = table.getByRole("row").filter({ has: region.page().getByRole("rowheader") });
  const periods = await rows.getByRole("rowheader").allTextContents();
  const values: (string | null)[] = [];
  for (const row of await rows.all()) {
    values.push(
      await row
        .getByRole("cell")
        .nth(column - 1)
        .textContent(),
    );
  }
  expect(periods.length).toBeGreaterThan(2);
  return { periods, values };
}

/** Moves the mouse over the chart at its left or right edge, beside the first or last period. */
async function hoverEdge(chart: Locator, edge: "left" | "right") {
  const box = await chart.boundingBox();
  if (!box) throw new Error("The chart is not on the screen");
  await chart.hover({ position: { x: edge === "left" ? 1 : box.width - 1, y: box.height / 2 } });
}

async function openDashboard(page: Page) {
  await startSignedIn(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

/**
 * The chart, once the page is hydrated: it becomes focusable then, and only from then on does it
 * follow the pointer (a move before that is the server HTML's, with nothing listening).
 */
async function interactiveChart(region: Locator, name: string) {
  const chart = region.getByRole("img", { name, exact: true });
  await expect(chart).toHaveAttribute("tabindex", "0");
  return chart;
}

test("a dashboard chart names the period under the pointer or chosen with the keyboard, with each series' value", async ({
  page,
}) => {
  await openDashboard(page);
  const throughput = page.getByRole("region", { name: "Throughput" });
  const chart = await interactiveChart(throughput, "Throughput");
  const tooltip = throughput.getByRole("tooltip");
  const announced = throughput.getByRole("status");
  const { periods, values } = await figuresOf(throughput, "Show the figures", "Received");
  const last = periods.length - 1;
  const expectPeriod = async (index: number) => {
    await expect(tooltip.getByText(periods[index] ?? "", { exact: true })).toBeVisible();
    await expect(tooltip.getByRole("listitem").filter({ hasText: "Received" })).toHaveText(
      `Received ${values[index]}`,
    );
    await expect(announced).toContainText(`${periods[index]} — Received: ${values[index]},`);
  };
  await expect(tooltip).toHaveCount(0);

  // The pointer: the period nearest to it, until it leaves the chart.
  await hoverEdge(chart, "right");
  await expectPeriod(last);
  await hoverEdge(chart, "left");
  await expectPeriod(0);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  // The keyboard: the chart is the next stop after the period form, with a visible focus ring.
  await page.getByRole("button", { name: "Show", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(chart).toBeFocused();
  await expect(chart).toHaveCSS("outline-style", "solid");
  await expect(chart).toHaveAccessibleDescription(/Use the arrow keys to move between periods/);
  await page.keyboard.press("End");
  await expectPeriod(last);
  await page.keyboard.press("ArrowLeft");
  await expectPeriod(last - 1);
  await page.keyboard.press("Home");
  await expectPeriod(0);
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
  await expect(announced).toHaveText("");
});

test("a dashboard chart's tooltip speaks Dutch", async ({ page }) => {
  await openDashboard(page);
  await chooseDutch(page);
  await page.reload();
  const throughput = page.getByRole("region", { name: "Doorstroom" });
  const { periods, values } = await figuresOf(throughput, "De cijfers tonen", "Ontvangen");

  await hoverEdge(await interactiveChart(throughput, "Doorstroom"), "left");
  const tooltip = throughput.getByRole("tooltip");
  await expect(tooltip.getByText(periods[0] ?? "", { exact: true })).toBeVisible();
  await expect(tooltip.getByRole("listitem").filter({ hasText: "Ontvangen" })).toHaveText(
    `Ontvangen ${values[0]}`,
  );
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("tapping a dashboard chart names the nearest period until the tap goes elsewhere", async ({
    page,
  }) => {
    await openDashboard(page);
    const throughput = page.getByRole("region", { name: "Throughput" });
    const chart = await interactiveChart(throughput, "Throughput");
    const { periods } = await figuresOf(throughput, "Show the figures", "Received");
    const tooltip = throughput.getByRole("tooltip");

    const box = await chart.boundingBox();
    if (!box) throw new Error("The chart is not on the screen");
    await chart.tap({ position: { x: box.width - 1, y: box.height / 2 } });
    await expect(tooltip.getByText(periods.at(-1) ?? "", { exact: true })).toBeVisible();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).tap();
    await expect(tooltip).toHaveCount(0);
  });
});
