import type { Page } from "@playwright/test";

/**
 * The "Reject this order" form of the validation and order-inquiry screens: with JavaScript a
 * dialog behind "Reject…", without a section of the page.
 */
export async function openReject(page: Page, project: string) {
  if (project === "no-js") return page.getByRole("region", { name: "Reject this order" });
  await page.getByRole("button", { name: "Reject…" }).click();
  return page.getByRole("dialog", { name: "Reject this order" });
}
