import { isRasterImage, mediaTypeOf } from "./attachment-disposition";
import { cidReferences, contentIdKey, rewriteCidImages } from "./cid-images";
import type { EmailAttachment } from "./email-message-api.server";

/**
 * Bounds on what one e-mail's frame carries inline: the images travel in the page (twice, in
 * the frame's srcdoc and in the loader data), so an e-mail full of them shows the first few and
 * lists all under its attachments.
 */
export const INLINE_IMAGE_LIMITS = { maxImages: 20, maxBytes: 2 * 1024 * 1024 } as const;

/**
 * The HTML with its `cid:` images as `data:` URLs of the parts they name (cid-images.ts):
 * only raster images, by the type the message gives and the type the API answers with, within
 * INLINE_IMAGE_LIMITS. A part that cannot be had is left out, as an unknown reference is.
 */
export async function inlineCidImages(
  html: string,
  attachments: readonly EmailAttachment[],
  fetchAttachment: (index: number) => Promise<Response>,
): Promise<string> {
  const references = cidReferences(html);
  if (references.length === 0) return html;
  const byContentId = new Map<string, EmailAttachment>();
  for (const attachment of attachments) {
    if (attachment.content_id === null || !isRasterImage(attachment.content_type)) continue;
    const key = contentIdKey(attachment.content_id);
    if (!byContentId.has(key)) byContentId.set(key, attachment);
  }

  let budget: number = INLINE_IMAGE_LIMITS.maxBytes;
  const wanted: [string, EmailAttachment][] = [];
  for (const key of references) {
    const attachment = byContentId.get(key);
    if (!attachment || attachment.size > budget) continue;
    if (wanted.length === INLINE_IMAGE_LIMITS.maxImages) break;
    budget -= attachment.size;
    wanted.push([key, attachment]);
  }

  const sources = new Map<string, string>();
  await Promise.all(
    wanted.map(async ([key, attachment]) => {
      const url = await dataUrl(fetchAttachment, attachment);
      if (url) sources.set(key, url);
    }),
  );
  return rewriteCidImages(html, sources);
}

async function dataUrl(
  fetchAttachment: (index: number) => Promise<Response>,
  attachment: EmailAttachment,
): Promise<string | null> {
  try {
    const response = await fetchAttachment(attachment.index);
    const type = mediaTypeOf(response.headers.get("content-type"));
    if (!response.ok || !isRasterImage(type)) {
      await response.body?.cancel();
      return null;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > attachment.size) return null;
    return `data:${type};base64,${bytes.toString("base64")}`;
  } catch {
    return null;
  }
}
