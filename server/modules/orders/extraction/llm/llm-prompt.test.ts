import { describe, expect, it } from "vitest";
import { readMessage } from "../read-message.ts";
import { promptText } from "./llm-prompt.ts";

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

describe("promptText", () => {
  it("gives the model the headers, the body and the text read from attachments", async () => {
    const text = promptText(await readMessage(withCsv), 10_000);
    expect(text).toContain("From: Jan <jan@klant.example>");
    expect(text).toContain("Subject: Bestelling 77");
    expect(text).toContain("Date: 2026-11-16T09:00:00.000Z");
    expect(text).toContain("Zie bijlage.");
    expect(text).toContain("--- Attachment order.csv (csv) ---");
    expect(text).toMatch(/CU-15\s+2,5/);
  });

  it("cuts a long message at the limit and says so", async () => {
    const text = promptText(await readMessage(withCsv), 120);
    expect(text.length).toBeLessThanOrEqual(120);
    expect(text).toMatch(/cut off\]$/);
    expect(text.startsWith("From: Jan")).toBe(true);
  });
});
