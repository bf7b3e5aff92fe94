import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { callApi, signInWithPkce } from "../../../../tests/setup/oauth-sign-in.ts";
import { readMessageBody } from "../../../../tests/setup/read-message-body.ts";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { createUser } from "../../identity/create-user.ts";
import { createTenant } from "../../tenants/create-tenant.ts";

const { appPool, ownerPool } = connectTestDatabase();
const server = startTestServer({ SMTP_MAX_MESSAGE_BYTES: "100000" });
const stamp = Date.now();
const password = "upload-spec-password";
const tokens: Record<string, string> = {};
const channels: Record<string, string> = {};

const eml = `From: Inkoop <inkoop@klant.test>\r\nTo: orders@wholesale.test\r\nSubject: Bestelling ${stamp}\r\nDate: Mon, 23 Nov 2026 09:00:00 +0100\r\n\r\nGraag 10 x HB-M8x40-ZN\r\n`;

function upload(who: string, channel: string, content: string) {
  const form = new FormData();
  form.set("file", new Blob([content]), "bestelling.eml");
  return fetch(`${server.url}/api/connectivity/channels/${channel}/messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${tokens[who]}`, accept: "application/json" },
    body: form,
  });
}

async function member(key: string, role: "administrator" | "operator", tenantKey: string) {
  const email = `${key}-${stamp}@upload.test`;
  await createUser(appPool, { email, password, tenantKey, role });
  tokens[key] = (await signInWithPkce(server.url, email, password)).tokens.access_token;
}

async function channel(kind: "upload" | "smtp", settings: object) {
  const response = await callApi(server.url, tokens.admin as string, "/api/connectivity/channels", {
    method: "POST",
    body: JSON.stringify({ kind, name: kind, settings }),
  });
  return (await response.json()).data.id as string;
}

beforeAll(async () => {
  const tenant = await createTenant(appPool, { key: `upload-${stamp}`, name: "Upload BV" });
  const other = await createTenant(appPool, { key: `upload-o-${stamp}`, name: "Ander BV" });
  await member("admin", "administrator", tenant.key);
  await member("operator", "operator", tenant.key);
  await member("other", "administrator", other.key);
  channels.upload = await channel("upload", {});
  channels.smtp = await channel("smtp", { address: `in-${stamp}@upload.test` });
});

describe("uploading an e-mail", () => {
  it("stores the file as received, once", async () => {
    const first = await upload("operator", channels.upload as string, eml);
    expect(first.status).toBe(201);
    const stored = (await first.json()).data;
    expect(stored.duplicate).toBe(false);
    const { rows } = await ownerPool.query<{ raw: Buffer; source: string; envelope_from: string }>(
      "select raw, source, envelope_from from inbound_messages where id = $1",
      [stored.id],
    );
    expect(rows[0]?.raw.toString()).toBe(eml);
    expect(rows[0]?.source).toBe("upload");
    expect(rows[0]?.envelope_from).toBe(`operator-${stamp}@upload.test`);

    const again = await upload("operator", channels.upload as string, eml);
    expect(again.status).toBe(200);
    expect((await again.json()).data).toEqual({
      id: stored.id,
      duplicate: true,
      inquiry_id: stored.inquiry_id,
    });
    // the inquiry it opened, to follow
    const inquiry = await callApi(
      server.url,
      tokens.operator as string,
      `/api/orders/order-inquiries/${stored.inquiry_id}`,
    );
    expect(inquiry.status).toBe(200);
    expect((await inquiry.json()).data.inbound_message_id).toBe(stored.id);
  });

  it("refuses empty and oversized files, other kinds of channel, and other tenants' channels", async () => {
    const empty = await upload("operator", channels.upload as string, "");
    expect((await empty.json()).error.details).toEqual([
      { path: ["file"], message: "Choose an e-mail file (.eml) to upload" },
    ]);
    const big = await upload("operator", channels.upload as string, "x".repeat(200_000));
    expect(big.status).toBe(422);
    expect((await big.json()).error.details[0].message).toBe("The file is larger than 98 kB");
    const smtp = await upload("operator", channels.smtp as string, eml);
    expect(smtp.status).toBe(409);
    expect((await smtp.json()).error.message).toBe(
      "This channel does not take uploaded e-mails: only upload channels do (this one is smtp)",
    );
    const theirs = await upload("other", channels.upload as string, eml);
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.message).toBe(
      `Channel with ID ${channels.upload} not found`,
    );
  });

  it("refuses an upload declared larger than the limit before its body is sent", async () => {
    const request = http.request({
      host: "127.0.0.1",
      port: new URL(server.url).port,
      method: "POST",
      path: `/api/connectivity/channels/${channels.upload}/messages`,
      headers: {
        authorization: `Bearer ${tokens.operator}`,
        "content-type": "multipart/form-data; boundary=b",
        "content-length": String(50 * 1024 * 1024),
      },
    });
    request.on("error", () => undefined); // the server closes the connection it stopped reading
    const answered = new Promise<http.IncomingMessage>((resolve) =>
      request.once("response", resolve),
    );
    // Only the first part of the 50 MB is ever sent: the answer cannot wait for the rest.
    request.write('--b\r\nContent-Disposition: form-data; name="file"; filename="a.eml"\r\n\r\n');
    const response = await answered;
    const text = await readMessageBody(response);
    request.destroy();
    expect(response.statusCode).toBe(422);
    expect(JSON.parse(text).error.details[0].message).toBe("The file is larger than 98 kB");
  });

  it("stores an e-mail whose subject decodes to a NUL, the subject cleaned", async () => {
    const subject = Buffer.from(`Bestelling\u0000 upload ${stamp}`).toString("base64");
    const withNul = `From: Inkoop <inkoop@klant.test>\r\nSubject: =?UTF-8?B?${subject}?=\r\n\r\nGraag 2 x HB-M8x40-ZN\r\n`;
    const stored = await upload("operator", channels.upload as string, withNul);
    expect(stored.status).toBe(201);
    const { rows } = await ownerPool.query<{ subject: string }>(
      "select subject from order_inquiries where inbound_message_id = $1",
      [(await stored.json()).data.id],
    );
    expect(rows[0]?.subject).toBe(`Bestelling upload ${stamp}`);
  });
});
