import type { Random } from "../random.ts";
import { type Catalogue, type ClassWriter, expectedLines, type Sample } from "../sample.ts";
import {
  addDays,
  closing,
  dateText,
  description,
  greeting,
  isoDate,
  type Language,
  money,
  type OrderLine,
  pickLines,
  quantityFor,
  quantityText,
  sentDate,
  signature,
  unitWord,
} from "../writing.ts";
import { orderReference } from "./header-shapes.ts";

// a 1×1 PNG: the inline logo
const LOGO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function linesWithLargeQuantities(random: Random, catalogue: Catalogue): OrderLine[] {
  const lines = pickLines(random, catalogue.products, random.int(2, 7));
  return lines.map((line) =>
    line.product.unit === "m" || (line.product.unit === "pcs" && random.chance(0.4))
      ? { ...line, quantity: quantityFor(random, line.product, true) }
      : line,
  );
}

/** An HTML-only message (no text part) with the order as a table, as Outlook or a web shop writes it. */
export const htmlOnly: ClassWriter = (random, catalogue, count) =>
  Array.from({ length: count }, (_, index): Sample => {
    const language: Language = index % 4 === 3 ? "en" : "nl";
    const nl = language === "nl";
    const customer = random.pick(catalogue.customers);
    const contact = random.pick(customer.contacts);
    const sent = sentDate(random);
    const lines = linesWithLargeQuantities(random, catalogue);
    const reference = random.chance(0.75) ? orderReference(random) : null;
    const delivery = random.chance(0.5) ? addDays(sent.date, random.int(3, 12)) : null;
    const headerRow = index % 3 !== 2;
    const position = index % 2 === 0;
    const prices = index % 4 < 2;
    const outlook = index % 2 === 1;
    const logo = index % 5 === 0;

    const titles = [
      ...(position ? [nl ? "Pos." : "Pos."] : []),
      nl
        ? random.pick(["Artikelnr.", "Art.nr", "Artikelcode"])
        : random.pick(["Item", "SKU", "Article no."]),
      nl ? "Omschrijving" : "Description",
      nl ? "Aantal" : "Qty",
      nl ? "Eenheid" : "Unit",
      ...(prices ? [nl ? "Prijs" : "Price", nl ? "Totaal" : "Total"] : []),
    ];
    const rows = lines.map(({ product, quantity }, row) => [
      ...(position ? [String((row + 1) * 10)] : []),
      product.sku,
      description(product, language),
      quantityText(quantity, language),
      unitWord(random, product.unit, quantity, language),
      ...(prices
        ? [money(product.price, language), money(product.price * quantity, language)]
        : []),
    ]);
    const total = lines.reduce((sum, { product, quantity }) => sum + product.price * quantity, 0);
    const cell = (text: string, tag = "td") =>
      outlook
        ? `<${tag} style="border:solid windowtext 1.0pt;padding:0cm 5.4pt"><p class=MsoNormal>${escapeHtml(text)}<o:p></o:p></p></${tag}>`
        : `<${tag} style="padding:4px 8px;border-bottom:1px solid #ddd">${escapeHtml(text)}</${tag}>`;
    const table = [
      outlook
        ? `<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style="border-collapse:collapse">`
        : `<table cellspacing="0" style="font-family:Arial;font-size:13px">`,
      ...(headerRow
        ? [`<tr>${titles.map((title) => cell(title, outlook ? "td" : "th")).join("")}</tr>`]
        : []),
      ...rows.map((cells) => `<tr>${cells.map((text) => cell(text)).join("")}</tr>`),
      ...(prices
        ? [
            `<tr>${titles.map((_, column) => cell(column === titles.length - 2 ? (nl ? "Totaal" : "Total") : column === titles.length - 1 ? money(total, language) : "")).join("")}</tr>`,
          ]
        : []),
      "</table>",
    ].join("\n");
    const paragraph = (text: string) =>
      outlook
        ? `<p class=MsoNormal>${escapeHtml(text)}<o:p></o:p></p>`
        : `<p>${escapeHtml(text)}</p>`;
    const html = [
      `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>`,
      logo
        ? `<p><img src="cid:logo@${customer.domain}" alt="${escapeHtml(customer.name)}" width="120"></p>`
        : "",
      paragraph(greeting(random, language)),
      paragraph(nl ? "Hierbij onze bestelling:" : "Please find our order below:"),
      reference
        ? paragraph(
            `${nl ? random.pick(["Ordernummer", "Bestelnummer", "Inkooporder"]) : random.pick(["Order number", "PO"])}: ${reference}`,
          )
        : "",
      delivery
        ? paragraph(
            `${nl ? "Gewenste leverdatum" : "Requested delivery date"}: ${dateText(random, delivery, language)}`,
          )
        : "",
      table,
      paragraph(closing(random, language)),
      ...signature(random, contact, customer, language).split("\n").map(paragraph),
      "</body></html>",
    ].join("\n");
    return {
      class: "html-only",
      language,
      noise: [
        outlook ? "outlook" : "web-shop",
        headerRow ? "header-row" : "no-header-row",
        ...(position ? ["position-column"] : []),
        ...(prices ? ["price-column"] : []),
        ...(logo ? ["inline-logo"] : []),
      ],
      from: contact,
      subject: nl ? `Bestelling ${reference ?? ""}`.trim() : `Order ${reference ?? ""}`.trim(),
      date: sent.header,
      html,
      attachments: logo
        ? [
            {
              filename: "logo.png",
              content: LOGO,
              contentType: "image/png",
              cid: `logo@${customer.domain}`,
            },
          ]
        : undefined,
      expected: {
        customer_number: customer.number,
        order_reference: reference,
        requested_delivery_date: delivery ? isoDate(delivery) : null,
        lines: expectedLines(lines),
      },
    };
  });
