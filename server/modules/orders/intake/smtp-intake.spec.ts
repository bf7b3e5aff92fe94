import nodemailer from "nodemailer";
import { beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/test-database.ts";
import { startTestServer } from "../../../../tests/setup/test-server.ts";
import { createSecretBox } from "../../../security/secret-box.ts";
import { createChannel } from "../../connectivity/channels/channels-service.ts";
import { createTenant } from "../../tenants/create-tenant.ts";
import { processInquiry } from "../inquiries/process-inquiry-job.ts";

const { appPool, ownerPool } = connectTestDatabase();
// Messages bigger than this are refused (the listener advertises it as SIZE).
const server = startTestServer({ SMTP_MAX_MESSAGE_BYTES: "200000" });
const stamp = Date.now();
const box = createSecretBox("smtp-spec-key-of-at-least-32-characters");
const tenants: Record<string, string> = {};
const address = (key: string) => `orders-${key}-${stamp}@in.fennec.test`;

function transport() {
  return nodemailer.createTransport({
    host: "127.0.0.1",
    port: server.fennec?.smtpPort as number,
    secure: false,
    ignoreTLS: true,
  });
}

async function storedFor(tenant: string) {
  const { rows } = await ownerPool.query<{
    raw: Buffer;
    source: string;
    envelope_from: string;
    envelope_to: string;
    channel_id: string;
  }>(
    "select raw, source, envelope_from, envelope_to, channel_id from inbound_messages where tenant_id = $1 order by received_at",
    [tenants[tenant]],
  );
  return rows;
}

beforeAll(async () => {
  for (const key of ["zuid", "noord"]) {
    const tenant = await createTenant(appPool, { key: `smtp-${key}-${stamp}`, name: `${key} BV` });
    tenants[key] = tenant.id;
    await createChannel(appPool, box, tenant.id, {
      kind: "smtp",
      name: "Orders",
      active: true,
      settings: { address: address(key) },
    });
  }
  await createChannel(appPool, box, tenants.noord as string, {
    kind: "smtp",
    name: "Old address",
    active: false,
    settings: { address: address("closed") },
  });
});

describe("the SMTP listener", () => {
  it("stores a message for a channel's address before answering 250", async () => {
    const info = await transport().sendMail({
      from: "inkoop@klant.test",
      to: address("zuid"),
      subject: "Bestelling 4711",
      text: "Graag 10 x HB-M8x40-ZN",
    });
    expect(info.response).toMatch(/^250 /);
    expect(info.accepted).toEqual([address("zuid")]);
    // sendMail resolved on the 250: the message is already committed.
    const stored = await storedFor("zuid");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      source: "smtp",
      envelope_from: "inkoop@klant.test",
      envelope_to: address("zuid"),
    });
    expect(stored[0]?.raw.toString()).toContain("Subject: Bestelling 4711");
    expect(stored[0]?.raw.toString()).toContain("Graag 10 x HB-M8x40-ZN");
  });

  it("stores the same message delivered twice once", async () => {
    const raw = `From: a@klant.test\r\nTo: ${address("noord")}\r\nSubject: Twice\r\nMessage-ID: <twice-${stamp}@klant.test>\r\n\r\nSame bytes\r\n`;
    const envelope = { from: "a@klant.test", to: [address("noord")] };
    await transport().sendMail({ envelope, raw });
    const again = await transport().sendMail({ envelope, raw });
    expect(again.response).toMatch(/^250 /);
    const stored = (await storedFor("noord")).filter((row) =>
      row.raw.toString().includes("Subject: Twice"),
    );
    expect(stored).toHaveLength(1);
  });

  it("refuses unknown and closed addresses with 550, and stores nothing for them", async () => {
    const before = await ownerPool.query("select count(*)::int as n from inbound_messages");
    for (const to of [`nobody-${stamp}@in.fennec.test`, address("closed")]) {
      await expect(
        transport().sendMail({ from: "a@klant.test", to, subject: "Hello", text: "x" }),
      ).rejects.toMatchObject({ responseCode: 550 });
    }
    const after = await ownerPool.query("select count(*)::int as n from inbound_messages");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("refuses a message over the size limit with 552", async () => {
    await expect(
      transport().sendMail({
        from: "a@klant.test",
        to: address("zuid"),
        subject: "Too big",
        text: "x".repeat(300_000),
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect((await storedFor("zuid")).some((row) => row.raw.toString().includes("Too big"))).toBe(
      false,
    );
  });

  it("stores a message for two tenants' addresses in each of them", async () => {
    await transport().sendMail({
      from: "a@klant.test",
      to: [address("zuid"), address("noord")],
      subject: `Both ${stamp}`,
      text: "For both",
    });
    for (const tenant of ["zuid", "noord"]) {
      const rows = await storedFor(tenant);
      expect(rows.filter((row) => row.raw.toString().includes(`Both ${stamp}`))).toHaveLength(1);
    }
  });

  it("stores a message whose subject and sender name hold a NUL with 250, the text cleaned", async () => {
    const info = await transport().sendMail({
      from: { name: "Inkoop\u0000 Klant", address: "inkoop@klant.test" },
      to: address("noord"),
      subject: `Bestelling\u0000 NUL-${stamp}`,
      text: "Graag 10 x HB-M8x40-ZN",
    });
    expect(info.response).toMatch(/^250 /);
    // A lone surrogate, as a UTF-16 encoded word decodes to (0xD800 with no pair).
    const surrogate = Buffer.from([0xd8, 0x00]).toString("base64");
    const raw = `From: =?UTF-16BE?B?${surrogate}?= <a@klant.test>\r\nTo: ${address("noord")}\r\nSubject: Half =?UTF-16BE?B?${surrogate}?= NUL-${stamp}\r\n\r\nBody\r\n`;
    const half = await transport().sendMail({
      envelope: { from: "a@klant.test", to: [address("noord")] },
      raw,
    });
    expect(half.response).toMatch(/^250 /);

    const inquiries = async () =>
      (
        await ownerPool.query<{ id: string; subject: string; from_name: string; status: string }>(
          "select id, subject, from_name, status from order_inquiries where tenant_id = $1 and subject like $2 order by subject",
          [tenants.noord, `%NUL-${stamp}`],
        )
      ).rows;
    const stored = await inquiries();
    expect(stored.map(({ subject, from_name }) => ({ subject, from_name }))).toEqual([
      { subject: `Bestelling NUL-${stamp}`, from_name: "Inkoop Klant" },
      { subject: `Half \uFFFD NUL-${stamp}`, from_name: "\uFFFD" },
    ]);

    // Processing reads the same subject and sender from the message: it succeeds, cleaned too.
    await ownerPool.query("update order_inquiries set status = 'queued' where id = any($1)", [
      stored.map((inquiry) => inquiry.id),
    ]);
    for (const inquiry of stored) {
      await processInquiry(appPool, tenants.noord as string, inquiry.id);
    }
    const processed = await inquiries();
    expect(processed.map((inquiry) => inquiry.status)).not.toContain("failed");
    expect(processed.map((inquiry) => inquiry.status)).not.toContain("queued");
    expect(processed.map((inquiry) => inquiry.subject)).toEqual([
      `Bestelling NUL-${stamp}`,
      `Half \uFFFD NUL-${stamp}`,
    ]);
  });
});
