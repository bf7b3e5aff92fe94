/** Where a piece of text was read: enough for a reviewer to find it again next to the source. */
export type Provenance =
  | { source: "body"; format: "text" | "html"; start: number; end: number }
  | { source: "subject" }
  | { source: "pdf"; attachment: string; page: number; x: number; y: number }
  | { source: "sheet"; attachment: string; sheet: string; cell: string }
  | { source: "csv"; attachment: string; row: number; column: number | null }
  /** Proposed by the LLM where its text could not be found in the message (decision 011). */
  | { source: "llm"; model: string };

/** One cell of a table row. `value` is set when the source typed it as a number (XLSX). */
export type Cell = {
  text: string;
  value?: number;
  provenance: Provenance;
  x?: number;
  width?: number;
};

/**
 * A line of readable text. Table rows keep their cells; `text` is then the cells joined with
 * two spaces, so rules written for text lines ("Leverdatum: 3-12-2026") also read label/value rows.
 */
export type MessageLine = { text: string; cells: Cell[] | null; provenance: Provenance };

export type Carrier = "body-text" | "body-html" | "pdf" | "xlsx" | "csv";

/** A readable part of the message: the body, or one attachment (a sheet, the pages of a PDF). */
export type Block = { carrier: Carrier; name: string; lines: MessageLine[] };

export type Attachment = {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  /** The part's Content-ID without angle brackets (an image the HTML shows by `cid:`), or null. */
  contentId: string | null;
};

export type Address = { name: string; address: string };

export type ReadMessage = {
  from: Address | null;
  to: Address[];
  subject: string;
  /** The Date header; null when missing or unreadable. */
  date: Date | null;
  /** Headers that tell an automatic reply (Auto-Submitted, X-Autoreply, ...), lower-case names. */
  autoReplyHeaders: string[];
  textBody: string;
  /**
   * Where textBody was read: the text/plain part, or, when there is none (or a blank one), the
   * HTML part as htmlToLines reads it (htmlText): then body ranges of both formats count in it.
   */
  textSource: "text" | "html";
  htmlBody: string | null;
  /** The HTML body as text: tables become rows whose cells are separated by " | ". */
  htmlText: string | null;
  attachments: Attachment[];
  /** The body (HTML when it carries a table, else plain text) first, then the attachments in order. */
  blocks: Block[];
  /** The other rendering of a multipart/alternative body, for when the first one reads worse. */
  alternativeBody: Block | null;
  /** Parts that could not be read (a broken PDF, ...): the rest of the message still counts. */
  warnings: string[];
};
