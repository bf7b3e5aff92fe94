import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";

const { appPool } = connectTestDatabase();
const server = startTestServer();
const stamp = Date.now();
const password = "message-spec-password";
const tokens: Record<string, string> = {};
let inquiryId: string;

const csv = "sku;quantity\nHB-M6x20-ZN;10\n";
const eml = [
  "From: Inkoop <inkoop@klant.test>",
  "To: orders@wholesale.test",
  `Subject: Order with attachment ${stamp}`,
  "Date: Mon, 23 Nov 2026 09:00:00 +0100",
  "MIME-Version: 1.0",
  'Content-Type: multipart/mixed; boundary="outer"',
  "",
  "--outer",
  'Content-Type: multipart/alternative; boundary="inner"',
  "",
  "--inner",
  "Content-Type: text/plain; charset=utf-8",
  "",
  "Zie bijlage.",
  "--inner",
  "Content-Type: text/html; charset=utf-8",
  "",
  "<p>Zie <b>bijlage</b>.</p><script>alert(1)</script>",
  "--inner--",
  "--outer",
  'Content-Type: text/csv; name="order.csv"',
  'Content-Disposition: attachment; filename="order.csv"',
  "",
  csv,
  "--outer--",
  "",
].join("\r\n");

// A one-pixel PNG, embedded in the HTML-only e-mail by Content-ID.
const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const headers = (subject: string, contentType: string) => [
  "From: inkoop@klant.test",
  "To: orders@wholesale.test",
  `Subject: ${subject}`,
  "MIME-Version: 1.0",
  `Content-Type: ${contentType}`,
  "",
];
const textOnlyEml = [
  ...headers(`Text only ${stamp}`, "text/plain; charset=utf-8"),
  "Graag 10 stuks HB-M6x20-ZN.",
  "",
].join("\r\n");
const htmlOnlyEml = [
  ...headers(`HTML only ${stamp}`, 'multipart/related; boundary="rel"'),
  "--rel",
  "Content-Type: text/html; charset=utf-8",
  "",
  '<p>Graag <b>10 stuks</b> HB-M6x20-ZN.</p><p><img src="cid:logo@klant.test"></p>',
  "--rel",
  "Content-Type: image/png",
  "Content-Transfer-Encoding: base64",
  "Content-ID: <logo@klant.test>",
  "Content-Disposition: inline",
  "",
  pixel.toString("base64"),
  "--rel--",
  "",
].join("\r\n");
const inquiryIds: Record<string, string> = {};

const get = (who: string, path: string) =>
  callApi(server.url, tokens[who] as string, `/api/orders/order-inquiries/${path}`);

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `message-${stamp}`, name: "Message BV" });
  const other = await createTenant(appPool, { key: `message-o-${stamp}`, name: "Ander BV" });
  for (const [key, role, tenantKey] of [
    ["admin", "administrator", tenant.key],
    ["other", "administrator", other.key],
  ] as const) {
    const email = `${key}-${stamp}@message.test`;
    await createUser(appPool, { email, password, tenantKey, role });
    tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
  }
  const channel = await callApi(server.url, tokens.admin as string, "/api/connectivity/channels", {
    method: "POST",
    body: JSON.stringify({ kind: "upload", name: "Uploads" }),
  });
  const channelId = (await channel.json()).data.id;
  for (const message of [eml, textOnlyEml, htmlOnlyEml]) {
    const form = new FormData();
    form.set("file", new Blob([message]), "mail.eml");
    await fetch(`${server.url}/api/connectivity/channels/${channelId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.admin}` },
      body: form,
    });
  }
  const list = await (
    await callApi(server.url, tokens.admin as string, "/api/orders/order-inquiries?per_page=10")
  ).json();
  for (const inquiry of list.data) inquiryIds[inquiry.subject] = inquiry.id;
  inquiryId = inquiryIds[`Order with attachment ${stamp}`] as string;
});

describe("the e-mail behind an inquiry", () => {
  it("is shown read: headers, text, and its attachments", async () => {
    const body = await (await get("admin", `${inquiryId}/message`)).json();
    expect(body.data).toEqual({
      readable: true,
      error: null,
      from: { name: "Inkoop", address: "inkoop@klant.test" },
      to: [{ name: "", address: "orders@wholesale.test" }],
      subject: `Order with attachment ${stamp}`,
      date: "2026-11-23T08:00:00.000Z",
      text: expect.stringContaining("Zie bijlage."),
      text_source: "text",
      // The HTML part read as text, beside the text part: ranges of format html count in it.
      html_text: "Zie bijlage.\n\n",
      has_html: true,
      attachments: [
        {
          index: 0,
          filename: "order.csv",
          content_type: "text/csv",
          size: csv.length,
          content_id: null,
        },
      ],
    });
  });

  it("says its text came from the text part when it has only text", async () => {
    const body = await (await get("admin", `${inquiryIds[`Text only ${stamp}`]}/message`)).json();
    expect(body.data).toMatchObject({
      text: "Graag 10 stuks HB-M6x20-ZN.\n",
      text_source: "text",
      html_text: null,
      has_html: false,
    });
  });

  it("reads an HTML-only e-mail's text from its HTML, and names its embedded image's Content-ID", async () => {
    const body = await (await get("admin", `${inquiryIds[`HTML only ${stamp}`]}/message`)).json();
    expect(body.data).toMatchObject({
      text: "Graag 10 stuks HB-M6x20-ZN.\n\n",
      text_source: "html",
      html_text: null,
      has_html: true,
      attachments: [
        {
          index: 0,
          content_type: "image/png",
          size: pixel.length,
          content_id: "logo@klant.test",
        },
      ],
    });
    const image = await get("admin", `${inquiryIds[`HTML only ${stamp}`]}/message/attachments/0`);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer())).toEqual(pixel);
  });

  it("serves the HTML body sandboxed, the attachment as a download, and the .eml as received", async () => {
    const html = await get("admin", `${inquiryId}/message/html`);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(await html.text()).toContain("<b>bijlage</b>");

    const attachment = await get("admin", `${inquiryId}/message/attachments/0`);
    expect(attachment.headers.get("content-disposition")).toMatch(
      /^attachment; filename="order.csv"/,
    );
    expect(attachment.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await attachment.text()).toBe(csv);

    const raw = await get("admin", `${inquiryId}/message/raw`);
    expect(raw.headers.get("content-type")).toBe("message/rfc822");
    expect(await raw.text()).toBe(eml);

    expect((await get("admin", `${inquiryId}/message/attachments/7`)).status).toBe(404);
  });

  it("is another tenant's business not", async () => {
    for (const path of ["message", "message/html", "message/attachments/0", "message/raw"]) {
      const response = await get("other", `${inquiryId}/${path}`);
      expect(response.status).toBe(404);
    }
  });
});
