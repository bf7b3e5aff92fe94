import { expect, test } from "@playwright/test";
import { noordOperator } from "../support/sign-in";
import { arrangeOrder, type OrderMailBody, openOrder, unique } from "./validation-setup";

// An HTML-only order e-mail, as many mail programs send one: no text part, its lines in a table,
// the sender's logo embedded as a part of its own (Content-ID) and one image whose part is
// missing. Both projects: the popup shows the logo, the source pane marks a value in the text
// read from the HTML.

// A 2×2 PNG, as a signature logo would be.
const logo = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAwPAfhP7//w8AH+4F+3uLQwgAAAAASUVORK5CYII=",
  "base64",
);

const htmlOnlyWithLogo: OrderMailBody = ({ sku, digits }) => ({
  html: [
    "<p>Hello,</p>",
    `<p>Please deliver this order, our reference PO-${digits}.</p>`,
    "<table><tr><th>Article</th><th>Description</th><th>Quantity</th><th>Unit</th></tr>",
    `<tr><td>${sku}</td><td>Spring washer M8 stainless</td><td>6</td><td>box</td></tr></table>`,
    "<p>Kind regards,<br>Koen de Groot</p>",
    `<p><IMG alt='De Groot logo' SRC="CID:Logo-${digits}@klant.test"></p>`,
    `<p><img alt="Stamp" src="cid:stamp-${digits}@klant.test"></p>`,
  ].join(""),
  attachments: [
    {
      filename: "logo.png",
      content: logo,
      contentType: "image/png",
      cid: `logo-${digits}@klant.test`,
    },
  ],
});

test("an HTML-only order shows its embedded logo, and the source marks where a value was read", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const order = await arrangeOrder(browser, request, unique(testInfo.project.name), {
    body: htmlOnlyWithLogo,
  });
  const digits = order.customerNumber.slice(2);
  await openOrder(page, noordOperator, order.id);

  // The source shows the text read from the HTML part, and says so.
  const source = page.getByRole("region", { name: "Source" });
  await expect(source.getByText("Text of the e-mail's HTML part.")).toBeVisible();
  await expect(
    source.getByText(`Please deliver this order, our reference PO-${digits}.`),
  ).toBeVisible();
  const reference = page.getByLabel("Order reference");
  await expect(reference).toHaveValue(`PO-${digits}`);

  // "Show in the e-mail" marks the value where it was read: in place with JavaScript, by a
  // link the server answers without.
  const show = page.getByRole("link", { name: "Show in the e-mail" });
  const field = page.locator("div").filter({ has: reference }).filter({ has: show }).last();
  await field.getByRole("link", { name: "Show in the e-mail" }).click();
  // (the reference's range is the line it was read in)
  await expect(source.locator("mark")).toHaveText(
    `Please deliver this order, our reference PO-${digits}.`,
  );
  if (testInfo.project.use.javaScriptEnabled === false) {
    await expect(page).toHaveURL(
      new RegExp(`/validate/${order.id}\\?mark=(text|html):\\d+-\\d+#email-body-heading$`),
    );
  } else {
    await expect(page).toHaveURL(`/validate/${order.id}`);
  }

  // The popup shows the e-mail as HTML with its logo: the part it names, as the attachment
  // link answers it. The image whose part is missing stays as it was.
  const [popup] = await Promise.all([
    page.context().waitForEvent("page"),
    source.getByRole("link", { name: "Open the e-mail in a new window" }).click(),
  ]);
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(`/popup/email/${order.id}`);
  const attachments = popup.getByRole("region", { name: /^Attachments/ });
  const href = await attachments.getByRole("link", { name: "Open logo.png" }).getAttribute("href");
  const image = await popup.request.get(href as string);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await image.body()).toEqual(logo);

  const frame = popup.getByTitle(`The e-mail as HTML: ${order.subject}`);
  await expect(frame).toHaveAttribute("sandbox", "");
  const shown = frame.contentFrame().getByRole("img", { name: "De Groot logo" });
  await expect(shown).toHaveAttribute("src", `data:image/png;base64,${logo.toString("base64")}`);
  const missing = frame.contentFrame().getByRole("img", { name: "Stamp" });
  await expect(missing).toHaveAttribute("src", `cid:stamp-${digits}@klant.test`);
  if (testInfo.project.use.javaScriptEnabled !== false) {
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    expect(await missing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  }
});
