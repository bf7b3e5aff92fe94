import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./catalogue.ts";
import { fixtureCatalogue } from "./catalogue-fixture.ts";
import { extractOrder } from "./extract-order.ts";
import { readMessage } from "./read-message.ts";
import { columnRole } from "./table-line-finder.ts";

/**
 * One describe per class of problem of issue 16, each written from the class' description with
 * the small hand-written catalogue (never from a corpus e-mail).
 */
const catalogue = fixtureCatalogue();
const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");
const headers = (from: string, subject: string, contentType: string) =>
  `From: ${from}\nTo: orders@groothandel.example\nSubject: ${subject}\nDate: Mon, 16 Nov 2026 16:00:00 +0100\nMIME-Version: 1.0\nContent-Type: ${contentType}\n`;
const read = (raw: string) => readMessage(new TextEncoder().encode(crlf(raw)));

describe("an order forwarded as an attached message (message/rfc822)", () => {
  const original = `${headers("Inkoop De Zon <inkoop@dezon.nl>", "Bestelling 7781", "text/plain; charset=utf-8")}\nGoedemorgen,\n\nGraag leveren:\n10 x H-200\n3 x GL-9\n\nOrdernummer: 7781\n\nMet vriendelijke groet,\nInkoop De Zon\n`;
  const forward = (innerType = "message/rfc822", name = "Bestelling 7781.eml") =>
    `${headers("Sanne Verkoop <sanne@groothandel.example>", "Fwd: Bestelling 7781", 'multipart/mixed; boundary="b1"')}\n--b1\nContent-Type: text/plain; charset=utf-8\n\nZie bijgevoegde mail van de klant.\n\nSanne\n--b1\nContent-Type: ${innerType}; name="${name}"\nContent-Disposition: attachment; filename="${name}"\n\n${original}\n--b1--\n`;

  it("takes the customer from the attached message's author and the lines from inside it", async () => {
    const order = extractOrder(await read(forward()), catalogue);
    expect(order.customer?.customerNumber).toBe("C100");
    expect(order.orderReference?.value).toBe("7781");
    expect(order.lines.map(({ sku, quantity }) => [sku, quantity])).toEqual([
      ["H-200", "10"],
      ["GL-9", "3"],
    ]);
  });

  it("knows an attached message by its .eml name too", async () => {
    const order = extractOrder(
      await read(forward("application/octet-stream", "order.eml")),
      catalogue,
    );
    expect(order.customer?.customerNumber).toBe("C100");
    expect(order.lines).toHaveLength(2);
  });
});

describe("lines split over two or three text lines", () => {
  const order = async (body: string) =>
    extractOrder(
      await read(
        `${headers("Inkoop De Zon <inkoop@dezon.nl>", "Bestelling", "text/plain; charset=utf-8")}\nGraag leveren:\n\n${body}\n\nGroet,\nInkoop De Zon\n`,
      ),
      catalogue,
    );
  const lines = async (body: string) =>
    (await order(body)).lines.map(({ sku, quantity }) => [sku, quantity]);

  it("reads the code on one line and the quantity, labelled or not, on the next", async () => {
    expect(await lines("Art.nr: H-200\nAantal: 10 st\n\nArt.nr: GL-9\nAantal: 3")).toEqual([
      ["H-200", "10"],
      ["GL-9", "3"],
    ]);
    expect(await lines("1. SC-4x40-ZN\n   4 dozen\n2. 4410\n   2 rollen")).toEqual([
      ["SC-4x40-ZN", "4"],
      ["4410", "2"],
    ]);
  });

  it("reads a description wrapped over a line, then its quantity", async () => {
    expect(await lines("Houtschroef 4x40\n    RVS A2\n    6 dozen")).toEqual([["SC-4x40-A2", "6"]]);
  });

  it("reads a description line followed by the code with a labelled quantity", async () => {
    expect(await lines("Veiligheidshelm wit\ncode H-200, aantal 2")).toEqual([["H-200", "2"]]);
  });

  it("does not take a phone number or a date under a product for its quantity", async () => {
    expect(await lines("10 x H-200\nGL-9\nTel. 030 123 4567")).toEqual([["H-200", "10"]]);
    expect(await lines("10 x H-200\nZie ook GL-9\nLeverdatum 03-12-2026")).toEqual([
      ["H-200", "10"],
    ]);
  });
});

describe("orders written as prose", () => {
  const lines = async (body: string, from = "Inkoop De Zon <inkoop@dezon.nl>") =>
    extractOrder(
      await read(
        `${headers(from, "Bestelling", "text/plain; charset=utf-8")}\nHallo,\n\n${body}\n\nGroet,\nInkoop De Zon\n`,
      ),
      catalogue,
    ).lines.map(({ sku, quantity }) => [sku, quantity]);

  it("reads quantities written as Dutch and English number words", async () => {
    expect(
      await lines("Graag vijfentwintig stuks H-200 en tweeëntwintig dozen SC-4x40-ZN."),
    ).toEqual([
      ["H-200", "25"],
      ["SC-4x40-ZN", "22"],
    ]);
    expect(
      await lines("Please send twelve packs of GL-9 and twenty-five boxes of SC-4x40-ZN."),
    ).toEqual([
      ["GL-9", "12"],
      ["SC-4x40-ZN", "25"],
    ]);
    expect(await lines("We need a dozen pieces of H-200.")).toEqual([["H-200", "12"]]);
  });

  it("reads a quantity after its product, and each sentence of a line", async () => {
    expect(await lines("Wij bestellen vijf dozen SC-4x40-ZN. Van 4410 graag drie rollen.")).toEqual(
      [
        ["SC-4x40-ZN", "5"],
        ["4410", "3"],
      ],
    );
    expect(
      await lines("We would like ten boxes of SC-4x40-ZN. Of 4410 we need two rolls."),
    ).toEqual([
      ["SC-4x40-ZN", "10"],
      ["4410", "2"],
    ]);
  });

  it("reads a numeric code after 'of' or 'van'", async () => {
    expect(await lines("Could you send us 4 rolls of 4410 and 2 packs of GL-9?")).toEqual([
      ["4410", "4"],
      ["GL-9", "2"],
    ]);
  });

  it("does not read an article or a pronoun as a quantity", async () => {
    expect(await lines("Wij hebben een nieuwe vestiging. Graag 2 x H-200.")).toEqual([
      ["H-200", "2"],
    ]);
    expect(await lines("One of our staff needs 3 packs of GL-9.")).toEqual([["GL-9", "3"]]);
  });
});

describe("HTML-only messages with the order in a table", () => {
  const html = (rows: string[][], header?: string[]) =>
    `<html><body><p>Hierbij onze bestelling:</p><table>${header ? `<tr>${header.map((h) => `<th>${h}</th>`).join("")}</tr>` : ""}${rows
      .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`)
      .join(
        "",
      )}</table><p>Groet, Inkoop De Zon</p><p><img src="cid:logo" alt="De Zon"></p></body></html>`;
  const lines = async (body: string) =>
    extractOrder(
      await read(
        `${headers("Inkoop De Zon <inkoop@dezon.nl>", "Bestelling", "text/html; charset=utf-8")}\n${body}\n`,
      ),
      catalogue,
    ).lines.map(({ sku, quantity }) => [sku, quantity]);

  it("reads a table without a header row: position, code, description, quantity, unit, price", async () => {
    const rows = [
      ["10", "H-200", "Veiligheidshelm wit", "1.000", "st", "€ 4,50"],
      ["20", "GL-9", "Werkhandschoenen maat 9", "3", "pak", "€ 29,00"],
      ["30", "4410", "Tuinslang 25 m groen", "2", "rol", "€ 18,25"],
    ];
    expect(await lines(html(rows))).toEqual([
      ["H-200", "1000"],
      ["GL-9", "3"],
      ["4410", "2"],
    ]);
  });

  it("reads the same table with its header row", async () => {
    const rows = [
      ["1", "H-200", "Veiligheidshelm wit", "12", "st"],
      ["2", "GL-9", "Werkhandschoenen maat 9", "3", "pak"],
    ];
    expect(
      await lines(html(rows, ["Pos.", "Artikelnr.", "Omschrijving", "Aantal", "Eenheid"])),
    ).toEqual([
      ["H-200", "12"],
      ["GL-9", "3"],
    ]);
  });

  it("takes the quantity, not the price, when the price has no currency sign", async () => {
    const rows = [
      ["H-200", "Veiligheidshelm wit", "12", "st", "4,50"],
      ["GL-9", "Werkhandschoenen maat 9", "3", "pak", "29,00"],
    ];
    expect(await lines(html(rows))).toEqual([
      ["H-200", "12"],
      ["GL-9", "3"],
    ]);
  });

  it("reads entities in descriptions and prices as the characters they stand for", async () => {
    const rows = [
      ["HOUTSCHROEF 4X40 VERZINKT (DOOS &Agrave; 200)", "4", "&euro;&nbsp;12,50"],
      ["Werkhandschoenen maat 9 (pak &agrave; 12 paar)", "3", "&#x20AC;&nbsp;29,00"],
    ];
    const order = extractOrder(
      await read(
        `${headers("Inkoop De Zon <inkoop@dezon.nl>", "Bestelling", "text/html; charset=utf-8")}\n${html(rows, ["Omschrijving", "Aantal", "Prijs"])}\n`,
      ),
      catalogue,
    );
    expect(
      order.lines.map(({ sku, quantity, productText, sourceText }) => ({
        sku,
        quantity,
        productText,
        sourceText,
      })),
    ).toEqual([
      {
        sku: "SC-4x40-ZN",
        quantity: "4",
        productText: "HOUTSCHROEF 4X40 VERZINKT (DOOS À 200)",
        sourceText: "HOUTSCHROEF 4X40 VERZINKT (DOOS À 200) | 4 | € 12,50",
      },
      {
        sku: "GL-9",
        quantity: "3",
        productText: "Werkhandschoenen maat 9 (pak à 12 paar)",
        sourceText: "Werkhandschoenen maat 9 (pak à 12 paar) | 3 | € 29,00",
      },
    ]);
  });
});

describe("CSV attachments", () => {
  const withAttachments = (files: { name: string; type: string; content: string }[]) =>
    `${headers("Inkoop De Zon <inkoop@dezon.nl>", "Bestelling", 'multipart/mixed; boundary="b2"')}\n--b2\nContent-Type: text/plain; charset=utf-8\n\nIn de bijlage onze bestelling.\n\nGroet,\nInkoop De Zon\n${files
      .map(
        (file) =>
          `--b2\nContent-Type: ${file.type}; name="${file.name}"\nContent-Disposition: attachment; filename="${file.name}"\nContent-Transfer-Encoding: base64\n\n${Buffer.from(file.content, "latin1").toString("base64")}\n`,
      )
      .join("")}--b2--\n`;
  const order = async (files: { name: string; type: string; content: string }[]) =>
    extractOrder(await read(withAttachments(files)), catalogue);

  it("reads a comma-separated order below a preamble, with its reference, quoted decimals and thousands", async () => {
    const csv = [
      "Bakkerij De Zon B.V.",
      "Bestelnummer,BST-4471",
      "Datum,12-11-2026",
      "",
      "Art.nr.,Omschrijving,Hoeveelheid",
      'CU-15,Koperen buis 15 mm,"37,5"',
      "H-200,Veiligheidshelm wit,1.200",
    ].join("\r\n");
    const result = await order([{ name: "bestelling.csv", type: "text/csv", content: csv }]);
    expect(result.orderReference?.value).toBe("BST-4471");
    expect(result.lines.map(({ sku, quantity }) => [sku, quantity])).toEqual([
      ["CU-15", "37.5"],
      ["H-200", "1200"],
    ]);
  });

  it("reads an ISO-8859-1 file with tabs and Dutch headers", async () => {
    const csv =
      "Artikelcode\tOmschrijving\tAantal\tEenheid\r\nSC-4x40-ZN\tHoutschroef 4x40 verzinkt (doos à 200)\t4\tdoos\r\n";
    const result = await order([
      { name: "order.csv", type: "text/csv; charset=iso-8859-1", content: csv },
    ]);
    expect(result.lines.map(({ sku, quantity }) => [sku, quantity])).toEqual([["SC-4x40-ZN", "4"]]);
  });

  it("leaves a price list or a quotation sent along with the order out of the order", async () => {
    const orderCsv = "Artikelnr;Aantal\r\nH-200;10\r\nGL-9;2\r\n";
    const priceList =
      "Artikelnr;Omschrijving;Prijs per eenheid\r\nSC-4x40-ZN;Houtschroef;4,50\r\n4410;Tuinslang;18,25\r\n";
    const quotation = "Offerte;Q-2026-118\r\n\r\nArtikel;Aantal;Prijs\r\nCU-15;50;2,10\r\n";
    for (const side of [
      { name: "prijslijst.csv", type: "text/csv", content: priceList },
      { name: "bijlage2.csv", type: "text/csv", content: quotation },
    ]) {
      const result = await order([
        side,
        { name: "bestelling.csv", type: "text/csv", content: orderCsv },
      ]);
      expect(result.lines.map(({ sku, quantity }) => [sku, quantity])).toEqual([
        ["H-200", "10"],
        ["GL-9", "2"],
      ]);
    }
  });
});

describe("header values among decoys", () => {
  const shop = buildCatalogue(
    [
      {
        number: "C100",
        name: "Bakkerij De Zon B.V.",
        emails: ["inkoop@dezon.nl"],
        domains: ["dezon.nl"],
        vat: "NL123456789B01",
      },
      {
        number: "C400",
        name: "Schoonmaak Yilmaz",
        emails: ["yilmaz@outlook.com"],
        domains: ["outlook.com"],
        vat: null,
      },
    ],
    [
      {
        code: "H-200",
        ean: "8711111111161",
        descriptions: ["Safety helmet white", "Veiligheidshelm wit"],
        unit: "pcs",
      },
    ],
  );
  const order = async (from: string, body: string) =>
    extractOrder(
      await read(`${headers(from, "Bestelling", "text/plain; charset=utf-8")}\n${body}\n`),
      shop,
    );

  it("does not take a stranger at a public mail provider for the one customer listed there", async () => {
    expect(
      (await order("Femke <femke.123@outlook.com>", "Graag 2 x H-200\n\nGroet, Femke")).customer,
    ).toBeNull();
    expect(
      (await order("Yilmaz <yilmaz@outlook.com>", "Graag 2 x H-200")).customer?.customerNumber,
    ).toBe("C400");
  });

  it("finds the customer by the VAT number in the signature of a stranger at a public mail provider", async () => {
    const result = await order(
      "Lars <lars.77@outlook.com>",
      "Graag 2 x H-200\n\nGroet,\nLars\nBTW: NL123456789B01",
    );
    expect(result.customer?.customerNumber).toBe("C100");
  });

  it("reads the supplier's code from the 'Uw art.nr.' column of a customer's purchase order, not 'Ons art.nr.'", () => {
    expect(columnRole("Uw art.nr.")).toBe("code");
    expect(columnRole("Your item")).toBe("code");
    expect(columnRole("Ons art.nr.")).toBe("other");
    expect(columnRole("Our item")).toBe("other");
  });
});

describe("orders forwarded inline", () => {
  const forwarded = (block: string) =>
    read(
      `${headers("Sanne Verkoop <sanne@groothandel.example>", "FW: Bestelling", "text/plain; charset=utf-8")}\nKun je deze inboeken?\n\nSanne\n\n${block}\n\nGoedemorgen,\n\nGraag leveren:\n10 x H-200\n2 x GL-9\n\nMet vriendelijke groet,\nInkoop De Zon\n`,
    );

  for (const [client, block] of [
    [
      "Outlook, in Dutch",
      "Van: Inkoop De Zon <inkoop@dezon.nl>\nVerzonden: maandag 16 november 2026 09:14\nAan: Sanne Verkoop <sanne@groothandel.example>\nOnderwerp: Bestelling",
    ],
    [
      "Gmail, in English",
      "---------- Forwarded message ---------\nFrom: Inkoop De Zon <inkoop@dezon.nl>\nDate: Mon, 16 Nov 2026 at 09:14\nSubject: Bestelling\nTo: <sanne@groothandel.example>",
    ],
    [
      "Apple Mail, in Dutch",
      "Begin doorgestuurd bericht:\n\nVan: Inkoop De Zon <inkoop@dezon.nl>\nOnderwerp: Bestelling\nDatum: 16 november 2026 om 09:14:00 CET\nAan: sanne@groothandel.example",
    ],
  ] as const)
    it(`takes the original sender for the customer and its lines (${client})`, async () => {
      const order = extractOrder(await forwarded(block), catalogue);
      expect(order.customer?.customerNumber).toBe("C100");
      expect(order.requestedDeliveryDate).toBeNull();
      expect(order.lines.map(({ sku, quantity }) => [sku, quantity])).toEqual([
        ["H-200", "10"],
        ["GL-9", "2"],
      ]);
    });
});

describe("descriptions only, where the variant decides", () => {
  it("tells near-identical products apart by the variant written, abbreviated or not", async () => {
    const message = await read(
      `${headers("Inkoop De Zon <inkoop@dezon.nl>", "Bestelling", "text/plain; charset=utf-8")}\nBestelling:\n6 dozen houtschroef 4x40 rvs a2\nhoutschr. 4x40 verzinkt - 2 doos\n`,
    );
    expect(
      extractOrder(message, catalogue).lines.map(({ sku, quantity }) => [sku, quantity]),
    ).toEqual([
      ["SC-4x40-A2", "6"],
      ["SC-4x40-ZN", "2"],
    ]);
  });
});

describe("descriptions half in one language, half in the other", () => {
  const gloves = buildCatalogue(
    [
      {
        number: "C100",
        name: "Bakkerij De Zon B.V.",
        emails: ["inkoop@dezon.nl"],
        domains: ["dezon.nl"],
        vat: null,
      },
    ],
    [
      ["G-SB", "blue", "blauw"],
      ["G-SZ", "black", "zwart"],
    ].map(([code, en, nl]) => ({
      code: code as string,
      ean: null,
      descriptions: [
        `Nitrile gloves powder-free size S ${en} (box of 100)`,
        `Nitril handschoenen poedervrij maat S ${nl} (doos à 100)`,
      ],
      unit: "box",
    })),
  );

  it("finds the variant named in the other language than the rest", async () => {
    const message = await read(
      `${headers("Inkoop De Zon <inkoop@dezon.nl>", "Bestelling", "text/plain; charset=utf-8")}\nBestelling:\n2 ds nitrile gloves powder-free size s zwart\n3 ds nitril handschoenen poedervrij maat s blue\n`,
    );
    expect(extractOrder(message, gloves).lines.map(({ sku, quantity }) => [sku, quantity])).toEqual(
      [
        ["G-SZ", "2"],
        ["G-SB", "3"],
      ],
    );
  });
});

describe("messages that name products and quantities but are no order", () => {
  for (const [kind, body] of [
    ["a price question", "Wat kost H-200 als wij er 50 stuks afnemen? En wat is de levertijd?"],
    [
      "a request for a quotation",
      "Kunt u ons een offerte sturen voor:\n20 x H-200\n4 x GL-9\n\nWij bestellen na akkoord.",
    ],
  ] as const)
    it(`gives no lines for ${kind}`, async () => {
      const message = await read(
        `${headers("Inkoop De Zon <inkoop@dezon.nl>", "Vraag", "text/plain; charset=utf-8")}\n${body}\n`,
      );
      expect(extractOrder(message, catalogue)).toMatchObject({ isOrder: false, lines: [] });
    });
});
