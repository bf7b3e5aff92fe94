import iconv from "iconv-lite";
import { type Attachment, type ClassWriter, expectedLines, type Sample } from "../sample.ts";
import {
  addDays,
  closing,
  dateText,
  description,
  isoDate,
  type Language,
  type OrderLine,
  paragraphs,
  pickLines,
  quantityFor,
  quantityText,
  sentDate,
  signature,
  unitWord,
} from "../writing.ts";
import { orderReference } from "./header-shapes.ts";

const SKU = {
  nl: ["Artikelnr", "Art.nr.", "Artikelcode", "Artikelnummer", "Code"],
  en: ["Item", "SKU", "Item no.", "Article"],
};
const DESCRIPTION = {
  nl: ["Omschrijving", "Artikel", "Benaming"],
  en: ["Description", "Item description"],
};
const QUANTITY = {
  nl: ["Aantal", "Hoeveelheid", "Aant.", "Bestelaantal"],
  en: ["Qty", "Quantity", "Order qty"],
};
const UNIT = { nl: ["Eenheid", "Eh", "Verpakking"], en: ["Unit", "UOM"] };

function field(value: string, delimiter: string): string {
  return value.includes(delimiter) || value.includes('"')
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

function csv(rows: string[][], delimiter: string): string {
  return (
    rows.map((row) => row.map((value) => field(value, delimiter)).join(delimiter)).join("\r\n") +
    "\r\n"
  );
}

/** An order as a CSV attachment, with the variations real ones have, sometimes beside one that is not the order. */
export const csvOrders: ClassWriter = (random, catalogue, count) =>
  Array.from({ length: count }, (_, index): Sample => {
    const language: Language = index % 3 === 2 ? "en" : "nl";
    const nl = language === "nl";
    const customer = random.pick(catalogue.customers);
    const contact = random.pick(customer.contacts);
    const sent = sentDate(random);
    const lines: OrderLine[] = pickLines(random, catalogue.products, random.int(3, 9)).map(
      (line) =>
        random.chance(0.15) ? { ...line, quantity: quantityFor(random, line.product, true) } : line,
    );
    const delimiter = [";", ",", "\t"][index % 3] as string;
    const latin1 = index % 4 === 1;
    const preamble = index % 2 === 0;
    const withDescription = random.chance(0.7);
    const withUnit = random.chance(0.6);
    const reference = random.chance(0.7) ? orderReference(random) : null;
    const delivery = random.chance(0.4) ? addDays(sent.date, random.int(3, 15)) : null;
    const decoy = index % 3 === 1;

    const rows: string[][] = [];
    if (preamble) {
      rows.push([customer.name]);
      if (reference) rows.push([nl ? "Bestelnummer" : "Order number", reference]);
      rows.push([
        nl ? "Datum" : "Date",
        `${String(sent.date.getUTCDate()).padStart(2, "0")}-11-2026`,
      ]);
      rows.push([]);
    }
    rows.push([
      random.pick(SKU[language]),
      ...(withDescription ? [random.pick(DESCRIPTION[language])] : []),
      random.pick(QUANTITY[language]),
      ...(withUnit ? [random.pick(UNIT[language])] : []),
    ]);
    for (const { product, quantity } of lines)
      rows.push([
        product.sku,
        ...(withDescription ? [description(product, language)] : []),
        quantityText(quantity, language, random.chance(0.5)),
        ...(withUnit ? [unitWord(random, product.unit, quantity, language)] : []),
      ]);
    const text = csv(rows, delimiter);
    const order: Attachment = {
      filename: random
        .pick(
          nl
            ? ["bestelling.csv", `order_${reference ?? "nieuw"}.csv`, "inkooporder.csv"]
            : ["order.csv", `PO_${reference ?? "new"}.csv`],
        )
        .replace(/[/ ]/g, "_"),
      content: latin1 ? iconv.encode(text, "latin1") : text,
      contentType: latin1
        ? random.chance(0.5)
          ? "text/csv; charset=iso-8859-1"
          : "text/csv"
        : "text/csv; charset=utf-8",
    };
    const attachments = [order];
    if (decoy) {
      const other = pickLines(random, catalogue.products, random.int(3, 6));
      const quotation = random.chance(0.5);
      const decoyRows = quotation
        ? [
            [nl ? "Offerte" : "Quotation", `Q-2026-${random.int(100, 999)}`],
            [],
            ["Artikel", nl ? "Aantal" : "Qty", nl ? "Prijs" : "Price"],
            ...other.map(({ product, quantity }) => [
              product.sku,
              quantityText(quantity, language),
              product.price.toFixed(2),
            ]),
          ]
        : [
            ["Artikelnr", "Omschrijving", "Prijs per eenheid"],
            ...other.map(({ product }) => [
              product.sku,
              description(product, language),
              product.price.toFixed(2).replace(".", ","),
            ]),
          ];
      const attachment = {
        filename: quotation ? "offerte.csv" : "prijslijst_2027.csv",
        content: csv(decoyRows, ";"),
        contentType: "text/csv",
      };
      if (random.chance(0.5)) attachments.unshift(attachment);
      else attachments.push(attachment);
    }
    const body = paragraphs([
      nl ? "Goedendag," : "Hello,",
      "",
      nl ? "In de bijlage vindt u onze bestelling." : "Please find our order attached.",
      decoy
        ? nl
          ? "De prijslijst/offerte stuur ik ter info mee."
          : "The price list / quotation is attached for reference."
        : "",
      reference && !preamble ? `${nl ? "Ons ordernummer" : "Our order number"}: ${reference}` : "",
      delivery
        ? `${nl ? "Graag leveren op" : "Please deliver on"} ${dateText(random, delivery, language)}.`
        : "",
      "",
      closing(random, language),
      signature(random, contact, customer, language),
    ]);
    return {
      class: "csv",
      language,
      noise: [
        `delimiter-${delimiter === "\t" ? "tab" : delimiter === ";" ? "semicolon" : "comma"}`,
        ...(latin1 ? ["iso-8859-1"] : []),
        ...(preamble ? ["preamble"] : []),
        ...(decoy ? ["second-csv"] : []),
      ],
      from: contact,
      subject: nl ? `Bestelling ${customer.name}` : `Order ${customer.name}`,
      date: sent.header,
      text: body,
      attachments,
      expected: {
        customer_number: customer.number,
        order_reference: reference,
        requested_delivery_date: delivery ? isoDate(delivery) : null,
        lines: expectedLines(lines),
      },
    };
  });
