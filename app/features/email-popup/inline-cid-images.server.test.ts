import { describe, expect, it } from "vitest";
import type { EmailAttachment } from "./email-message-api.server";
import { INLINE_IMAGE_LIMITS, inlineCidImages } from "./inline-cid-images.server";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const pngUrl = `data:image/png;base64,${png.toString("base64")}`;

const part = (
  index: number,
  content_type: string,
  content_id: string | null,
  size = png.length,
): EmailAttachment => ({ index, filename: `part-${index}`, content_type, size, content_id });

/** The API's attachment route, as far as the popup uses it: the part's bytes and its type. */
function api(parts: Record<number, { type: string; bytes: Uint8Array }>) {
  const asked: number[] = [];
  const fetchAttachment = async (index: number) => {
    asked.push(index);
    const found = parts[index];
    return found
      ? new Response(new Uint8Array(found.bytes), { headers: { "content-type": found.type } })
      : new Response("Not found", { status: 404 });
  };
  return { asked, fetchAttachment };
}

describe("inlineCidImages", () => {
  it("shows an embedded image as a data: URL of its part", async () => {
    const { fetchAttachment } = api({ 1: { type: "image/png", bytes: png } });
    const html = '<p>Hi</p><img src="cid:logo@klant.test" alt="Logo">';
    expect(
      await inlineCidImages(
        html,
        [part(0, "text/csv", null), part(1, "image/png", "<Logo@Klant.test>")],
        fetchAttachment,
      ),
    ).toBe(`<p>Hi</p><img src="${pngUrl}" alt="Logo">`);
  });

  it("leaves a reference to no part, or to a part that is no raster image, broken", async () => {
    const { asked, fetchAttachment } = api({
      0: { type: "application/pdf", bytes: png },
      1: { type: "image/svg+xml", bytes: png },
    });
    const html = [
      '<img src="cid:order@klant.test">',
      '<img src="cid:drawing@klant.test">',
      '<img src="cid:nowhere@klant.test">',
    ].join("");
    const attachments = [
      part(0, "application/pdf", "order@klant.test"),
      part(1, "image/svg+xml", "drawing@klant.test"),
    ];
    expect(await inlineCidImages(html, attachments, fetchAttachment)).toBe(html);
    expect(asked).toEqual([]);
  });

  it("believes the API's type over the message's, and skips a part the API cannot give", async () => {
    const { fetchAttachment } = api({ 0: { type: "text/html", bytes: png } });
    const html = '<img src="cid:a@klant.test"><img src="cid:b@klant.test">';
    const attachments = [
      part(0, "image/png", "a@klant.test"),
      part(1, "image/png", "b@klant.test"),
    ];
    expect(await inlineCidImages(html, attachments, fetchAttachment)).toBe(html);
  });

  it("asks nothing of an e-mail without cid: images", async () => {
    const { asked, fetchAttachment } = api({});
    const html = '<img src="https://tracker.test/p.gif">';
    expect(await inlineCidImages(html, [part(0, "image/png", "a@b")], fetchAttachment)).toBe(html);
    expect(asked).toEqual([]);
  });

  it("carries no more than its limits inline", async () => {
    const { asked, fetchAttachment } = api({
      0: { type: "image/png", bytes: png },
      1: { type: "image/png", bytes: png },
    });
    const html = '<img src="cid:big@klant.test"><img src="cid:small@klant.test">';
    const attachments = [
      part(0, "image/png", "big@klant.test", INLINE_IMAGE_LIMITS.maxBytes + 1),
      part(1, "image/png", "small@klant.test"),
    ];
    expect(await inlineCidImages(html, attachments, fetchAttachment)).toBe(
      `<img src="cid:big@klant.test"><img src="${pngUrl}">`,
    );
    expect(asked).toEqual([1]);
  });
});
