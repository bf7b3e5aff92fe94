import { IMPORT_LIMITS } from "../modules/assets/imports/import-limits.ts";

/** Every form of the web app but the two uploads fits in far less (docs/decisions/022). */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;

/** Room for the other fields and the multipart framing around an uploaded file. */
const UPLOAD_OVERHEAD_BYTES = 1024 * 1024;

/**
 * The largest body a web request may carry. The two pages that upload a file allow the file's own
 * limit plus room, so that a file just over it still reaches the form's translated field error.
 */
export function webBodyLimit(pathname: string, settings: { maxMessageBytes: number }): number {
  switch (routePath(pathname)) {
    case "/to-process":
      return settings.maxMessageBytes + UPLOAD_OVERHEAD_BYTES;
    case "/reference-data/imports":
      return IMPORT_LIMITS.maxFileBytes + UPLOAD_OVERHEAD_BYTES;
    default:
      return FORM_BODY_LIMIT_BYTES;
  }
}

/**
 * The route a path reaches: single-fetch requests add ".data" ("/_.data" after a trailing slash,
 * React Router 8), a trailing slash is ignored.
 */
function routePath(pathname: string) {
  const path = pathname.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname.endsWith(".data")
      ? pathname.slice(0, -".data".length)
      : pathname;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/**
 * The request with a body of at most `maxBytes`, or null when it is larger — decided before
 * anything reads it. A declared length is trusted (Node's parser never delivers more); a chunked
 * body is read only up to the limit.
 */
export async function withinBodyLimit(request: Request, maxBytes: number): Promise<Request | null> {
  if (!request.body) return request;
  const declared = request.headers.get("content-length");
  if (declared !== null && !request.headers.has("transfer-encoding")) {
    return Number(declared) > maxBytes ? null : request;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Request(request, { body: Buffer.concat(chunks) });
}
