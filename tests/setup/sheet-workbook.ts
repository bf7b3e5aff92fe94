import { once } from "node:events";
import { crc32, createDeflateRaw, deflateRawSync } from "node:zlib";
import { type DeflatedPart, zipFile, zipOfDeflated } from "./zip-file.ts";

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/** The parts of a one-sheet workbook around `sheetData` (the rows, as XML), for hand-made files. */
export function workbookParts(sheetData: string, sharedStrings?: string): Record<string, Buffer> {
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`;
  return {
    "[Content_Types].xml": Buffer.from(CONTENT_TYPES),
    "_rels/.rels": Buffer.from(ROOT_RELS),
    "xl/workbook.xml": Buffer.from(WORKBOOK),
    "xl/_rels/workbook.xml.rels": Buffer.from(WORKBOOK_RELS),
    "xl/worksheets/sheet1.xml": Buffer.from(sheet),
    ...(sharedStrings === undefined
      ? {}
      : {
          "xl/sharedStrings.xml": Buffer.from(
            `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${sharedStrings}</sst>`,
          ),
        }),
  };
}

/** A one-sheet .xlsx whose sheet holds `sheetData` (and `sharedStrings`, the `<si>` elements). */
export function sheetWorkbook(sheetData: string, sharedStrings?: string): Buffer {
  return zipFile(workbookParts(sheetData, sharedStrings));
}

/**
 * A part that unpacks to `head`, `unit(n)` for n below `times`, and `tail`, deflated as a stream
 * so that a part of hundreds of megabytes is never in memory; `claimedSize` is what the zip will
 * say it unpacks to.
 */
export async function streamedPart(
  name: string,
  text: { head: string; unit: (n: number) => string; times: number; tail: string },
  claimedSize?: number,
): Promise<DeflatedPart> {
  const deflate = createDeflateRaw();
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  const write = async (piece: string) => {
    const bytes = Buffer.from(piece);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, "drain");
  };
  await write(text.head);
  let batch = "";
  for (let n = 0; n < text.times; n++) {
    batch += text.unit(n);
    if (batch.length > 1024 * 1024) {
      await write(batch);
      batch = "";
    }
  }
  await write(batch + text.tail);
  deflate.end();
  await once(deflate, "end");
  return { name, data: Buffer.concat(out), crc, size: size % 2 ** 32, claimedSize };
}

/** A one-sheet workbook whose other parts are small and honest, with `big` among them. */
export function workbookWith(big: DeflatedPart, sheetData = ""): Buffer {
  const small = Object.entries(workbookParts(sheetData, "")).filter(([name]) => name !== big.name);
  // The big part first: a reader that takes the parts in the zip's order meets it before the sheet.
  return zipOfDeflated([
    big,
    ...small.map(([name, content]) => ({
      name,
      data: deflateRawSync(content),
      crc: crc32(content),
      size: content.length,
    })),
  ]);
}
