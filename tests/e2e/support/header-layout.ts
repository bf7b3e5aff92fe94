import { expect, type Locator, type Page } from "@playwright/test";

type Box = { x: number; y: number; width: number; height: number };

/** Two boxes share more than an edge. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A box lies wholly inside the window (a pixel of rounding allowed). */
const insideWindow = (box: Box, size: { width: number; height: number }) =>
  box.x >= -0.5 &&
  box.y >= -0.5 &&
  box.x + box.width <= size.width + 0.5 &&
  box.y + box.height <= size.height + 0.5;

/**
 * Checks every control in view within `area` (links, buttons, selects): it has an accessible
 * name, lies wholly inside the window, shows its content whole (nothing clipped inside it), and
 * no two of them overlap. Returns the controls' names, in page order, for the caller to check.
 */
export async function expectControlsFit(page: Page, area: Locator): Promise<string[]> {
  const size = page.viewportSize();
  if (!size) throw new Error("The page has no viewport size");
  const controls = await area.locator("a:visible, button:visible, select:visible").all();
  expect(controls.length).toBeGreaterThan(0);
  const placed: { name: string; box: Box }[] = [];
  for (const control of controls) {
    await expect(control).toHaveAccessibleName(/\S/);
    const name = await control.evaluate(
      (element) =>
        element.getAttribute("aria-label") ??
        (element instanceof HTMLSelectElement
          ? (element.labels?.[0]?.textContent ?? "")
          : (element.textContent ?? "")),
    );
    const box = await control.boundingBox();
    if (!box) throw new Error(`${name} has no box`);
    expect(insideWindow(box, size), `${name} ${JSON.stringify(box)} inside the window`).toBe(true);
    const clipped = await control.evaluate(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1,
    );
    expect(clipped, `${name} shows its content whole`).toBe(false);
    placed.push({ name: name.trim(), box });
  }
  for (const [index, a] of placed.entries()) {
    for (const b of placed.slice(index + 1)) {
      expect(overlap(a.box, b.box), `${a.name} and ${b.name} overlap`).toBe(false);
    }
  }
  return placed.map(({ name }) => name);
}

/** The header's controls fit (see `expectControlsFit`), and the header runs over no edge. */
export async function expectHeaderFits(page: Page): Promise<string[]> {
  const header = page.getByRole("banner");
  const names = await expectControlsFit(page, header);
  const overflows = await header.evaluate(
    (element) => element.scrollWidth > element.clientWidth + 1,
  );
  expect(overflows, "the header's content runs over its edge").toBe(false);
  return names;
}
