import { describe, expect, it } from "vitest";
import type { EmailMessage } from "~/features/email-popup/email-message-api.server";
import type { AiResult } from "./order-api.server";
import { readingFormat, sourceTextFor } from "./source-text";

const message = (fields: Pick<EmailMessage, "text" | "text_source" | "html_text">) =>
  ({ ...fields }) as EmailMessage;

describe("sourceTextFor", () => {
  it("counts text ranges in the text, whichever part it came from", () => {
    const both = message({ text: "plain", text_source: "text", html_text: "from html" });
    expect(sourceTextFor(both, "text")).toEqual({ text: "plain", source: "text" });
    const htmlOnly = message({ text: "from html", text_source: "html", html_text: null });
    expect(sourceTextFor(htmlOnly, "text")).toEqual({ text: "from html", source: "html" });
  });

  it("counts html ranges in the HTML read as text: beside the text, or the text itself", () => {
    const both = message({ text: "plain", text_source: "text", html_text: "from html" });
    expect(sourceTextFor(both, "html")).toEqual({ text: "from html", source: "html" });
    const htmlOnly = message({ text: "from html", text_source: "html", html_text: null });
    expect(sourceTextFor(htmlOnly, "html")).toEqual({ text: "from html", source: "html" });
    const textOnly = message({ text: "plain", text_source: "text", html_text: null });
    expect(sourceTextFor(textOnly, "html")).toBeNull();
  });
});

describe("readingFormat", () => {
  const body = (format: "text" | "html") => ({ source: "body" as const, format, start: 0, end: 1 });
  const result = (fields: Partial<AiResult>): AiResult => ({
    customer: null,
    orderReference: null,
    requestedDeliveryDate: null,
    lines: [],
    unmatched: [],
    ...fields,
  });

  it("is the format of the first value read in the body", () => {
    expect(
      readingFormat(
        result({
          customer: { confidence: 1, provenance: { source: "subject" } },
          lines: [{ confidence: 1, provenance: body("html") }],
        }),
      ),
    ).toBe("html");
    expect(
      readingFormat(result({ orderReference: { confidence: 1, provenance: body("text") } })),
    ).toBe("text");
  });

  it("is text without any", () => {
    expect(readingFormat(null)).toBe("text");
    expect(readingFormat(result({}))).toBe("text");
  });
});
