/**
 * How an attachment of a customer's e-mail reaches the browser from the web origin. Only types
 * the browser renders by itself, with nothing of the sender's running in our origin, open in a
 * tab: PDFs and raster images. Everything else (SVG and HTML included) is a download.
 */
const inlineImageTypes: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/bmp",
]);

/** The media type alone, lower-case, without parameters; unknown or malformed is octet-stream. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : "application/octet-stream";
}

/** A raster image: shown as it is, nothing in it can run (unlike SVG). */
export function isRasterImage(contentType: string | null | undefined): boolean {
  return inlineImageTypes.has(mediaTypeOf(contentType));
}

export function opensInline(contentType: string | null | undefined): boolean {
  return mediaTypeOf(contentType) === "application/pdf" || isRasterImage(contentType);
}

export type AttachmentDelivery = {
  disposition: "inline" | "attachment";
  /** For inline types the bare media type, so the browser renders exactly that. */
  contentType: string;
  contentSecurityPolicy: string;
};

// An image shown in a sandboxed document can do nothing. Chrome and Safari refuse to show a PDF
// in a sandboxed document, so a PDF gets a policy without scripts and without sandbox instead;
// its viewer runs apart from our origin.
const imagePolicy =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
// Embedded, only our own pages may frame it (the validation screen shows it beside the order).
const pdfPolicy = (embed: boolean) =>
  `default-src 'none'; object-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors ${embed ? "'self'" : "'none'"}`;
export const downloadPolicy = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * Inline for PDFs and images unless a download is asked for; an attachment otherwise. `embed`
 * lets our own pages frame a PDF.
 */
export function attachmentDelivery(
  contentType: string | null | undefined,
  { download, embed = false }: { download: boolean; embed?: boolean },
): AttachmentDelivery {
  const type = mediaTypeOf(contentType);
  if (download || !opensInline(type)) {
    return {
      disposition: "attachment",
      contentType: contentType?.trim() || "application/octet-stream",
      contentSecurityPolicy: downloadPolicy,
    };
  }
  return {
    disposition: "inline",
    contentType: type,
    contentSecurityPolicy: type === "application/pdf" ? pdfPolicy(embed) : imagePolicy,
  };
}

/**
 * The API's Content-Disposition (which carries the file name, safely encoded) with the
 * disposition type swapped; without one, the bare type.
 */
export function withDisposition(
  header: string | null | undefined,
  disposition: AttachmentDelivery["disposition"],
): string {
  const match = header?.match(/^\s*(?:attachment|inline)\s*(;.*)?$/is);
  return match ? `${disposition}${match[1] ?? ""}` : disposition;
}
