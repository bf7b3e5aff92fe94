import { describe, expect, it } from "vitest";
import { emailHtmlPolicy, sandboxedHtmlDocument } from "./sandboxed-html";

describe("sandboxedHtmlDocument", () => {
  it("puts the policy ahead of the e-mail's own markup", () => {
    const html = '<html><head><meta http-equiv="refresh" content="0"></head><body>Hi</body></html>';
    const document = sandboxedHtmlDocument(html);
    expect(document.indexOf(emailHtmlPolicy)).toBeGreaterThan(0);
    expect(document.indexOf(emailHtmlPolicy)).toBeLessThan(document.indexOf(html));
    expect(document.endsWith(html)).toBe(true);
  });

  it("fetches nothing: no source but inline styles and embedded images", () => {
    expect(emailHtmlPolicy).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
  });
});
