/**
 * What an import may be, for the API and the web alike (no imports here: the web bundles it).
 * `refused`: no mapping could start it (its asset type changed since the upload); final.
 */
export const IMPORT_STATUSES = [
  "mapping",
  "queued",
  "running",
  "completed",
  "failed",
  "refused",
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
