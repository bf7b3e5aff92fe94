import { describe, expect, it } from "vitest";
import {
  attachmentDelivery,
  mediaTypeOf,
  opensInline,
  withDisposition,
} from "./attachment-disposition";

describe("mediaTypeOf", () => {
  it("keeps the type alone, lower-case", () => {
    expect(mediaTypeOf("Application/PDF; name=order.pdf")).toBe("application/pdf");
    expect(mediaTypeOf(" text/csv ;charset=iso-8859-1")).toBe("text/csv");
  });

  it("calls anything else octet-stream", () => {
    for (const value of [null, undefined, "", "pdf", "text/ html", "a/b/c", "image/png\r\nx: y"]) {
      expect(mediaTypeOf(value)).toBe("application/octet-stream");
    }
  });
});

describe("attachmentDelivery", () => {
  it("opens PDFs and raster images inline, with nosniff-safe bare types", () => {
    expect(attachmentDelivery("application/pdf; name=x.pdf", { download: false })).toMatchObject({
      disposition: "inline",
      contentType: "application/pdf",
    });
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp"]) {
      const delivery = attachmentDelivery(type, { download: false });
      expect(delivery.disposition).toBe("inline");
      expect(delivery.contentSecurityPolicy).toMatch(/^sandbox; default-src 'none'/);
    }
  });

  it("lets no script run in an inline PDF, and keeps it unframeable", () => {
    const { contentSecurityPolicy } = attachmentDelivery("application/pdf", { download: false });
    expect(contentSecurityPolicy).toContain("default-src 'none'");
    expect(contentSecurityPolicy).not.toContain("script-src");
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
  });

  it("lets only our own pages frame an embedded PDF", () => {
    const { contentSecurityPolicy } = attachmentDelivery("application/pdf", {
      download: false,
      embed: true,
    });
    expect(contentSecurityPolicy).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy).not.toContain("script-src");
  });

  it("downloads what could run or be mistaken for a page", () => {
    for (const type of [
      "image/svg+xml",
      "text/html",
      "application/xhtml+xml",
      "text/csv",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "",
      null,
    ]) {
      const delivery = attachmentDelivery(type, { download: false });
      expect(delivery.disposition).toBe("attachment");
      expect(delivery.contentSecurityPolicy).toMatch(/^sandbox; default-src 'none'/);
    }
    expect(opensInline("image/svg+xml")).toBe(false);
  });

  it("downloads PDFs and images too when asked", () => {
    expect(attachmentDelivery("application/pdf", { download: true }).disposition).toBe(
      "attachment",
    );
    expect(attachmentDelivery("image/png", { download: true }).disposition).toBe("attachment");
  });

  it("keeps a download's own type, parameters included", () => {
    expect(
      attachmentDelivery("text/csv; charset=iso-8859-1", { download: false }).contentType,
    ).toBe("text/csv; charset=iso-8859-1");
    expect(attachmentDelivery(null, { download: false }).contentType).toBe(
      "application/octet-stream",
    );
  });
});

describe("withDisposition", () => {
  const api = `attachment; filename="order_.pdf"; filename*=UTF-8''order%C3%A9.pdf`;

  it("swaps the type and keeps the file name", () => {
    expect(withDisposition(api, "inline")).toBe(
      `inline; filename="order_.pdf"; filename*=UTF-8''order%C3%A9.pdf`,
    );
    expect(withDisposition(api, "attachment")).toBe(api);
    expect(withDisposition("INLINE", "attachment")).toBe("attachment");
  });

  it("falls back to the bare type", () => {
    expect(withDisposition(null, "attachment")).toBe("attachment");
    expect(withDisposition("form-data; name=x", "inline")).toBe("inline");
  });
});
