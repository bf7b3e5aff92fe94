import type { Random } from "../random.ts";
import {
  type Catalogue,
  type ClassWriter,
  expectedLines,
  nonOrder,
  type Sample,
} from "../sample.ts";
import { textLines } from "../text-lines.ts";
import type { Customer } from "../wholesaler.ts";
import {
  addDays,
  closing,
  DISCLAIMER,
  dateText,
  greeting,
  isoDate,
  type Language,
  pickLines,
  quantityText,
  sentDate,
  signature,
  unitWord,
} from "../writing.ts";
import { decoyNumber, orderReference } from "./header-shapes.ts";

const RELATIVE = {
  nl: [
    "volgende week dinsdag",
    "z.s.m.",
    "over twee weken",
    "eind volgende week",
    "morgen",
    "uiterlijk vrijdag",
  ],
  en: ["next Friday", "asap", "in two weeks", "early next week", "tomorrow"],
};
const WEEK = {
  nl: ["week 49", "wk49", "in week 50", "week 51"],
  en: ["week 49", "wk 50", "in week 51"],
};

function unknownSender(random: Random, customer: Customer, generic: boolean) {
  const first = random.pick(["Femke", "Lars", "Noor", "Sem", "Tess", "Milan"]);
  const domain = generic
    ? random.pick(["gmail.com", "hotmail.com", "outlook.com"])
    : customer.domain;
  return {
    name: `${first} ${random.pick(["Vos", "Bakker", "Smit", "Hendriks"])}`,
    email: `${first.toLowerCase()}.${random.int(100, 999)}@${domain}`,
  };
}

/** Header values among decoys: references in many shapes, relative and decoy dates, customers found without a known address. */
export const headerClass: ClassWriter = (random, catalogue, count) =>
  Array.from({ length: count }, (_, index): Sample => {
    const language: Language = index % 3 === 1 ? "en" : "nl";
    const nl = language === "nl";
    const focus = index % 20 < 6 ? "reference" : index % 20 < 11 ? "date" : "customer";
    const customer = random.pick(catalogue.customers.filter((c) => !c.generic));
    let contact = random.pick(customer.contacts);
    const sent = sentDate(random);
    const lines = pickLines(random, catalogue.products, random.int(2, 4));
    let reference: string | null = orderReference(random);
    let delivery: Date | null = null;
    let customerNumber: string | null = customer.number;
    const noise: string[] = [focus];
    const before: string[] = [];
    const after: string[] = [];
    let signatureExtra: { customerNumber?: boolean; vat?: boolean; company?: boolean } = {};

    if (focus === "reference") {
      const decoy = decoyNumber(random, language);
      before.push(
        nl
          ? `Naar aanleiding van ${decoy.toLowerCase().startsWith("uw") ? decoy : `onze afspraak (${decoy})`} bestellen wij:`
          : `Following ${decoy}, we order:`,
      );
      after.push(
        `${nl ? random.pick(["Onze referentie", "Bestelbon nr.", "Ordernr."]) : random.pick(["Our reference", "PO no."])}: ${reference}`,
      );
      if (index % 2 === 0) {
        const old = orderReference(random);
        after.push(
          "",
          nl
            ? `Op ${String(Math.max(1, sent.date.getUTCDate() - 1)).padStart(2, "0")}-11-2026 schreef ${contact.name}:`
            : `On ${Math.max(1, sent.date.getUTCDate() - 1)} Nov 2026, ${contact.name} wrote:`,
          `> ${nl ? "Ordernummer" : "Order number"}: ${old}`,
          `> 10 x ${random.pick(catalogue.products).sku}`,
        );
        noise.push("quoted-old-order-reference");
      }
      noise.push("decoy-number");
    } else if (focus === "date") {
      const kind = index % 5;
      if (kind === 0 || kind === 1) {
        after.push(`${nl ? "Levering" : "Delivery"}: ${random.pick(RELATIVE[language])}`);
        noise.push("relative-date");
      } else if (kind === 2) {
        after.push(
          `${nl ? "Graag leveren in" : "Please deliver in"} ${random.pick(WEEK[language])}.`,
        );
        noise.push("week-number");
      } else {
        delivery = addDays(sent.date, random.int(5, 20));
        before.push(
          nl
            ? `Zoals besproken in onze offerte van ${String(Math.max(1, sent.date.getUTCDate() - 2)).padStart(2, "0")}-11-2026:`
            : `As discussed in our quotation of ${Math.max(1, sent.date.getUTCDate() - 2)} November 2026:`,
        );
        after.push(
          `${nl ? "Leverdatum" : "Delivery date"}: ${dateText(random, delivery, language)}`,
        );
        if (kind === 4) {
          after.push(
            "",
            nl
              ? `Op ${String(Math.max(1, sent.date.getUTCDate() - 3)).padStart(2, "0")}-11-2026 om 10:12 schreef ${contact.name}:`
              : `On ${Math.max(1, sent.date.getUTCDate() - 3)} Nov 2026 at 10:12, ${contact.name} wrote:`,
            nl
              ? "> Kunnen jullie ook op 30-11-2026 leveren?"
              : "> Could you also deliver on 30 November 2026?",
          );
        }
        noise.push("decoy-date");
      }
      if (random.chance(0.5)) reference = null;
    } else {
      const kind = (index % 20) - 11; // 0..8
      if (kind <= 1) {
        contact = unknownSender(random, customer, false);
        noise.push("unknown-sender-known-domain");
      } else if (kind <= 3) {
        contact = unknownSender(random, customer, true);
        signatureExtra = { customerNumber: true, company: false };
        noise.push("customer-number-in-signature");
      } else if (kind <= 5) {
        contact = unknownSender(random, customer, true);
        signatureExtra = { vat: true, company: false };
        noise.push("vat-in-signature");
      } else if (kind <= 6) {
        contact = unknownSender(random, customer, true);
        noise.push("company-name-only");
      } else {
        contact = unknownSender(random, customer, true);
        customerNumber = null;
        noise.push("generic-domain-unknown");
      }
    }
    if (focus !== "reference" && reference)
      after.unshift(
        `${nl ? random.pick(["Ordernummer", "Onze ref."]) : random.pick(["PO", "Our ref."])}: ${reference}`,
      );
    const body = [
      greeting(random, language),
      "",
      ...before,
      textLines(random, lines, language),
      "",
      ...after,
      "",
      closing(random, language),
      customerNumber === null && focus === "customer"
        ? contact.name
        : signature(random, contact, customer, language, signatureExtra),
      ...(random.chance(0.3) ? ["", DISCLAIMER[language]] : []),
    ].join("\n");
    return {
      class: "header",
      language,
      noise,
      from: contact,
      subject: nl ? "Bestelling" : "Order",
      date: sent.header,
      text: body,
      expected: {
        customer_number: customerNumber,
        order_reference: reference,
        requested_delivery_date: delivery ? isoDate(delivery) : null,
        lines: expectedLines(lines),
      },
    };
  });

/** Not orders, though they name products and quantities: a price question, a quotation request, an auto-reply. */
export const nonOrders: ClassWriter = (random, catalogue: Catalogue, count) =>
  Array.from({ length: count }, (_, index): Sample => {
    const language: Language = index % 3 === 2 ? "en" : "nl";
    const nl = language === "nl";
    const customer = random.pick(catalogue.customers);
    const contact = random.pick(customer.contacts);
    const sent = sentDate(random);
    const lines = pickLines(random, catalogue.products, random.int(1, 3));
    const kind = index % 3;
    const mention = lines
      .map(
        ({ product, quantity }) =>
          `${quantityText(quantity * 10, language)} ${unitWord(random, product.unit, quantity * 10, language)} ${product.sku}`,
      )
      .join(nl ? " en " : " and ");
    let subject: string;
    let text: string;
    if (kind === 0) {
      subject = nl ? "Vraag over prijs" : "Price question";
      text = [
        greeting(random, language),
        "",
        nl
          ? `Wat is de prijs als wij ${mention} afnemen? En wat is de levertijd?`
          : `What would the price be for ${mention}? And the lead time?`,
        "",
        closing(random, language),
        signature(random, contact, customer, language),
      ].join("\n");
    } else if (kind === 1) {
      subject = nl ? "Offerteaanvraag" : "Request for quotation";
      text = [
        greeting(random, language),
        "",
        nl ? "Kunt u ons een offerte sturen voor:" : "Could you send us a quotation for:",
        textLines(random, lines, language),
        "",
        nl
          ? "Wij bestellen pas na akkoord op de offerte."
          : "We will order once we have agreed on the quotation.",
        "",
        closing(random, language),
        signature(random, contact, customer, language),
      ].join("\n");
    } else {
      subject = nl
        ? `Automatisch antwoord: Bestelling ${orderReference(random)}`
        : `Automatic reply: Order ${orderReference(random)}`;
      text = [
        nl
          ? `Ik ben afwezig tot en met ${dateText(random, addDays(sent.date, 7), language)} en heb beperkt toegang tot mijn e-mail.`
          : `I am out of the office until ${dateText(random, addDays(sent.date, 7), language)} with limited access to e-mail.`,
        "",
        "-----",
        nl ? "Uw bericht:" : "Your message:",
        `> ${nl ? "Graag leveren:" : "Please deliver:"}`,
        ...textLines(random, lines, language)
          .split("\n")
          .map((line) => `> ${line}`),
      ].join("\n");
    }
    return {
      class: "non-order",
      language,
      noise: [["price-question", "quotation-request", "out-of-office"][kind] as string],
      from: contact,
      subject,
      date: sent.header,
      text,
      expected: nonOrder,
    };
  });
