export const FILE_ENCODINGS = ["UTF-8", "ISO-8859-1", "ISO-8859-15", "ISO-8859-2"] as const;
export type FileEncoding = (typeof FILE_ENCODINGS)[number];
