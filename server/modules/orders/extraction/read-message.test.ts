import { describe, expect, it } from "vitest";
import { MessageReadError, readMessage } from "./read-message.ts";

const raw = (text: string) => new TextEncoder().encode(text.replace(/\n/g, "\r\n"));

const withCsv = raw(`From: Jan <jan@klant.example>
To: orders@groothandel.example
Subject: Bestelling 77
Date: Mon, 16 Nov 2026 10:00:00 +0100
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b1"

--b1
Content-Type: text/plain; charset=utf-8

Zie bijlage.

--b1
Content-Type: text/csv; name="order.csv"
Content-Disposition: attachment; filename="order.csv"
Content-Transfer-Encoding: base64

${Buffer.from("artikel;aantal\nCU-15;2,5\n", "latin1").toString("base64")}
--b1--
`);

describe("readMessage", () => {
  it("reads headers, the body and a CSV attachment as rows with provenance", async () => {
    const message = await readMessage(withCsv);
    expect(message.from?.address).toBe("jan@klant.example");
    expect(message.subject).toBe("Bestelling 77");
    expect(message.blocks.map((b) => b.carrier)).toEqual(["body-text", "csv"]);
    const csv = message.blocks[1];
    expect(csv?.lines[1]?.cells?.map((c) => c.text)).toEqual(["CU-15", "2,5"]);
    expect(csv?.lines[1]?.provenance).toEqual({
      source: "csv",
      attachment: "order.csv",
      row: 2,
      column: null,
    });
  });
  it("refuses a message over the size limit with a clear error", async () => {
    await expect(readMessage(withCsv, { maxMessageBytes: 100 })).rejects.toBeInstanceOf(
      MessageReadError,
    );
  });
  it("reads garbage without crashing", async () => {
    const message = await readMessage(new Uint8Array([0, 1, 2, 255, 10, 13, 45, 45]));
    expect(message.blocks.length).toBeGreaterThanOrEqual(1);
  });
  it("keeps going when an attachment is broken", async () => {
    const broken = raw(`From: a@b.example
Subject: x
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b"

--b
Content-Type: text/plain

hi
--b
Content-Type: application/pdf; name="po.pdf"
Content-Disposition: attachment; filename="po.pdf"

not a pdf
--b--
`);
    const message = await readMessage(broken);
    expect(message.warnings.join()).toContain("po.pdf");
  });
  it("reads the rest of the message when a CSV attachment is past the limits, and says why", async () => {
    const message = await readMessage(
      raw(`From: a@b.example
Subject: x
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b"

--b
Content-Type: text/plain

10x CU-15
--b
Content-Type: text/csv; name="huge.csv"
Content-Disposition: attachment; filename="huge.csv"

sku;qty
"${"x".repeat(20_000)}";1
--b--
`),
    );
    expect(message.blocks.map((block) => block.carrier)).toEqual(["body-text"]);
    expect(message.warnings).toEqual([
      "huge.csv: Row 2 has a cell of more than 10,000 characters.",
    ]);
  });
});
