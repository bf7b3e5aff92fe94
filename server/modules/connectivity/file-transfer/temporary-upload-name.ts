import { randomBytes } from "node:crypto";

/**
 * The name an upload is written under before it is renamed to its final name (decision 045): a
 * dot file (hidden from most listings, and skipped by importers that ignore dot files), random
 * so two runs never share one, ending in `.part` as partial downloads conventionally do.
 */
export function temporaryUploadName(): string {
  return `.fennec-${randomBytes(6).toString("hex")}.part`;
}

export const TEMPORARY_UPLOAD_NAME = /^\.fennec-[0-9a-f]{12}\.part$/;
