import { purchaseOrderPdf } from "../pdf.ts";
import { type ClassWriter, expectedLines, type Sample } from "../sample.ts";
import { WHOLESALER } from "../wholesaler.ts";
import {
  addDays,
  closing,
  dateText,
  description,
  isoDate,
  type Language,
  money,
  type OrderLine,
  pickLines,
  quantityFor,
  quantityText,
  sentDate,
  unitWord,
} from "../writing.ts";
import { orderReference } from "./header-shapes.ts";

/** A purchase order PDF from the customer's own system: their item numbers beside ours, positions, prices, pages. */
export const pdfOrders: ClassWriter = async (random, catalogue, count) => {
  const samples: Sample[] = [];
  for (let index = 0; index < count; index++) {
    const language: Language = index % 3 === 2 ? "en" : "nl";
    const nl = language === "nl";
    const customer = random.pick(catalogue.customers.filter((c) => !c.generic));
    const fromSystem = index % 4 === 0;
    const contact = fromSystem
      ? { name: `${customer.name} Inkoop`, email: `noreply@${customer.domain}` }
      : random.pick(customer.contacts);
    const sent = sentDate(random);
    const multiPage = index % 4 === 3;
    const lines: OrderLine[] = pickLines(
      random,
      catalogue.products,
      multiPage ? random.int(11, 16) : random.int(2, 7),
    ).map((line) =>
      random.chance(0.2) ? { ...line, quantity: quantityFor(random, line.product, true) } : line,
    );
    const reference = orderReference(random);
    const delivery = random.chance(0.6) ? addDays(sent.date, random.int(4, 16)) : null;
    const ownNumbers = index % 2 === 0;
    const orderDate = `${String(sent.date.getUTCDate()).padStart(2, "0")}-11-2026`;
    const header = [
      customer.name,
      `${customer.street}, ${customer.postalCode} ${customer.city}`,
      `${nl ? "BTW-nummer" : "VAT number"}: ${customer.vat}`,
      "",
      `${nl ? random.pick(["Inkoopordernr.", "Ordernummer", "Bestelbon nr."]) : random.pick(["PO number", "Purchase order no."])}: ${reference}`,
      `${nl ? "Orderdatum" : "Order date"}: ${orderDate}`,
      `${nl ? "Leverancier" : "Supplier"}: ${WHOLESALER.name}`,
      `${nl ? "Leveranciersnr." : "Vendor no."}: ${random.int(40000, 49999)}`,
      ...(index % 3 === 0
        ? [`${nl ? "Ons klantnummer bij u" : "Our account with you"}: ${customer.number}`]
        : []),
      ...(delivery
        ? [
            `${nl ? "Gewenste leverdatum" : "Requested delivery date"}: ${dateText(random, delivery, language)}`,
          ]
        : []),
    ];
    const columns = [
      { title: "Pos", width: 30 },
      ...(ownNumbers ? [{ title: nl ? "Ons art.nr." : "Our item", width: 70 }] : []),
      { title: nl ? "Uw art.nr." : "Your item", width: 75 },
      { title: nl ? "Omschrijving" : "Description", width: ownNumbers ? 170 : 230 },
      { title: nl ? "Aantal" : "Qty", width: 45, align: "right" as const },
      { title: nl ? "Eenh." : "Unit", width: 35 },
      { title: nl ? "Prijs" : "Price", width: 55, align: "right" as const },
      { title: nl ? "Bedrag" : "Amount", width: 60, align: "right" as const },
    ];
    const rows = lines.map(({ product, quantity }, row) => [
      String(row + 1),
      ...(ownNumbers ? [`INT-${String(random.int(100, 9999)).padStart(5, "0")}`] : []),
      product.sku,
      description(product, language)
        .replace(/ \(.*\)$/, "")
        .slice(0, ownNumbers ? 34 : 46),
      quantityText(quantity, language),
      unitWord(random, product.unit, quantity, language),
      money(product.price, language),
      money(product.price * quantity, language),
    ]);
    const total = lines.reduce((sum, { product, quantity }) => sum + product.price * quantity, 0);
    const pdf = await purchaseOrderPdf({
      title: nl ? "INKOOPORDER" : "PURCHASE ORDER",
      header,
      columns,
      rows,
      rowsPerPage: multiPage ? 8 : 30,
      footer: [
        `${nl ? "Totaal excl. BTW" : "Total excl. VAT"}: ${money(total, language)}`,
        nl ? "Levering franco, betaling 30 dagen." : "Delivery free, payment 30 days.",
      ],
    });
    samples.push({
      class: "pdf",
      language,
      noise: [
        ...(ownNumbers ? ["customer-item-numbers"] : []),
        ...(multiPage ? ["multi-page"] : []),
        ...(fromSystem ? ["system-sender"] : []),
        "vendor-number",
        "position-numbers",
        "prices",
      ],
      from: contact,
      subject: `${nl ? "Inkooporder" : "Purchase order"} ${reference}`,
      date: sent.header,
      text: [
        nl ? "Geachte heer/mevrouw," : "Dear Sir/Madam,",
        "",
        nl
          ? `Bijgaand onze inkooporder ${reference}.`
          : `Attached is our purchase order ${reference}.`,
        "",
        closing(random, language),
        contact.name,
      ].join("\n"),
      attachments: [
        {
          filename: `${reference.replace(/[/.]/g, "-")}.pdf`,
          content: pdf,
          contentType: "application/pdf",
        },
      ],
      expected: {
        customer_number: customer.number,
        order_reference: reference,
        requested_delivery_date: delivery ? isoDate(delivery) : null,
        lines: expectedLines(lines),
      },
    });
  }
  return samples;
};
