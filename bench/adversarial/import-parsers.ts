import type { AdversarialParser } from "./adversarial-parser.ts";

/** The reference-data import parsers timed by `npm run bench:adversarial` (filled by the import work). */
export const importParsers: AdversarialParser[] = [];
