import { PDFDocument, StandardFonts } from "pdf-lib";

/** A text PDF: the header block's lines, then a table with fixed columns over as many pages as it takes. */
export async function purchaseOrderPdf(options: {
  title: string;
  header: string[];
  columns: { title: string; width: number; align?: "right" }[];
  rows: string[][];
  footer: string[];
  rowsPerPage?: number;
}): Promise<Buffer> {
  const document = await PDFDocument.create();
  // fixed dates: the same seed writes the same bytes
  document.setCreationDate(new Date(Date.UTC(2026, 10, 1)));
  document.setModificationDate(new Date(Date.UTC(2026, 10, 1)));
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const perPage = options.rowsPerPage ?? 30;
  const pages = Math.max(1, Math.ceil(options.rows.length / perPage));
  for (let index = 0; index < pages; index++) {
    const page = document.addPage([595, 842]);
    let y = 800;
    const text = (value: string, x: number, size = 9, useBold = false) =>
      page.drawText(value, { x, y, size, font: useBold ? bold : font });
    text(options.title, 40, 16, true);
    y -= 24;
    if (index === 0) {
      for (const line of options.header) {
        text(line, 40);
        y -= 13;
      }
      y -= 10;
    } else {
      text(`${options.header[0] ?? ""} (vervolg / continued)`, 40);
      y -= 20;
    }
    const row = (cells: string[], useBold = false) => {
      let x = 40;
      options.columns.forEach((column, columnIndex) => {
        const cell = cells[columnIndex] ?? "";
        const width = (useBold ? bold : font).widthOfTextAtSize(cell, 9);
        text(cell, column.align === "right" ? x + column.width - width - 4 : x, 9, useBold);
        x += column.width;
      });
      y -= 14;
    };
    row(
      options.columns.map((column) => column.title),
      true,
    );
    for (const cells of options.rows.slice(index * perPage, (index + 1) * perPage)) row(cells);
    if (index === pages - 1) {
      y -= 10;
      for (const line of options.footer) {
        text(line, 40);
        y -= 13;
      }
    }
    page.drawText(`${index + 1} / ${pages}`, { x: 520, y: 30, size: 8, font });
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
