import type { Cell, MessageLine } from "./message-types.ts";

type TextItem = { str: string; transform: number[]; width: number };

const MAX_PAGES = 50;

/**
 * The text of a PDF as lines: items on the same baseline (within 2 points) form one line, read
 * left to right; each item is a cell with its position, so tables keep their columns.
 */
export async function pdfToLines(bytes: Uint8Array, attachment: string): Promise<MessageLine[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    // pdfjs-dist 6 compiles no font code with eval any more: the option it needed is gone.
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  try {
    const document = await task.promise;
    const lines: MessageLine[] = [];
    for (let pageNumber = 1; pageNumber <= Math.min(document.numPages, MAX_PAGES); pageNumber++) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      const rows: { y: number; items: TextItem[] }[] = [];
      for (const raw of content.items) {
        if (!("str" in raw)) continue;
        const item = raw as unknown as TextItem;
        if (item.str.trim() === "") continue;
        const y = item.transform[5] ?? 0;
        let row = rows.find((candidate) => Math.abs(candidate.y - y) <= 2);
        if (!row) {
          row = { y, items: [] };
          rows.push(row);
        }
        row.items.push(item);
      }
      rows.sort((a, b) => b.y - a.y);
      for (const row of rows) {
        row.items.sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
        const cells: Cell[] = row.items.map((item) => ({
          text: item.str.trim(),
          x: item.transform[4] ?? 0,
          width: item.width,
          provenance: {
            source: "pdf",
            attachment,
            page: pageNumber,
            x: Math.round(item.transform[4] ?? 0),
            y: Math.round(row.y),
          },
        }));
        lines.push({
          text: cells.map((cell) => cell.text).join("  "),
          cells,
          provenance: {
            source: "pdf",
            attachment,
            page: pageNumber,
            x: Math.round(cells[0]?.x ?? 0),
            y: Math.round(row.y),
          },
        });
      }
    }
    return lines;
  } finally {
    await task.destroy();
  }
}
