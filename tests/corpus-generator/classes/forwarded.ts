import { composeMessage } from "../mime.ts";
import type { Random } from "../random.ts";
import { type Catalogue, type ClassWriter, expectedLines, type Sample } from "../sample.ts";
import { textLines } from "../text-lines.ts";
import { type Customer, WHOLESALER } from "../wholesaler.ts";
import {
  addDays,
  closing,
  dateText,
  greeting,
  isoDate,
  type Language,
  paragraphs,
  pickLines,
  sentDate,
  signature,
} from "../writing.ts";
import { orderReference } from "./header-shapes.ts";

/** The customer's own e-mail: what gets forwarded. */
function original(random: Random, catalogue: Catalogue, language: Language) {
  const customer = random.pick(catalogue.customers) as Customer;
  const contact = random.pick(customer.contacts);
  const lines = pickLines(random, catalogue.products, random.int(2, 6));
  const sent = sentDate(random);
  const reference = random.chance(0.7) ? orderReference(random) : null;
  const delivery = random.chance(0.5) ? addDays(sent.date, random.int(4, 14)) : null;
  const staff = random.pick(WHOLESALER.staff);
  const body = paragraphs([
    greeting(random, language),
    "",
    language === "nl" ? "Graag het volgende bestellen:" : "Please send us the following:",
    "",
    textLines(random, lines, language),
    "",
    reference
      ? `${language === "nl" ? random.pick(["Ons ordernummer", "Inkoopnr.", "PO"]) : random.pick(["Our PO", "PO number", "Order ref"])}: ${reference}`
      : "",
    delivery
      ? `${language === "nl" ? "Leveren op" : "Delivery on"} ${dateText(random, delivery, language)}.`
      : "",
    "",
    closing(random, language),
    signature(random, contact, customer, language),
  ]);
  return {
    customer,
    contact,
    lines,
    sent,
    staff,
    body,
    subject:
      language === "nl"
        ? `Bestelling ${reference ?? customer.name}`
        : `Order ${reference ?? customer.name}`,
    expected: {
      customer_number: customer.number,
      order_reference: reference,
      requested_delivery_date: delivery ? isoDate(delivery) : null,
      lines: expectedLines(lines),
    },
  };
}

type Original = ReturnType<typeof original>;

const STYLES = [
  "outlook-nl",
  "outlook-en",
  "gmail-nl",
  "gmail-en",
  "apple-nl",
  "apple-en",
] as const;

function forwardedHeaders(style: (typeof STYLES)[number], o: Original): string {
  const who = `${o.contact.name} <${o.contact.email}>`;
  const [weekday, day, , , time] = o.sent.header.replace(",", "").split(" ");
  const nlDays: Record<string, string> = {
    Mon: "maandag",
    Tue: "dinsdag",
    Wed: "woensdag",
    Thu: "donderdag",
    Fri: "vrijdag",
    Sat: "zaterdag",
    Sun: "zondag",
  };
  const enDays: Record<string, string> = {
    Mon: "Monday",
    Tue: "Tuesday",
    Wed: "Wednesday",
    Thu: "Thursday",
    Fri: "Friday",
    Sat: "Saturday",
    Sun: "Sunday",
  };
  const hhmm = (time as string).slice(0, 5);
  switch (style) {
    case "outlook-nl":
      return `Van: ${who}\nVerzonden: ${nlDays[weekday as string]} ${day} november 2026 ${hhmm}\nAan: ${o.staff.name} <${o.staff.email}>\nOnderwerp: ${o.subject}`;
    case "outlook-en":
      return `From: ${who}\nSent: ${enDays[weekday as string]}, November ${day}, 2026 ${hhmm}\nTo: ${o.staff.name} <${o.staff.email}>\nSubject: ${o.subject}`;
    case "gmail-nl":
      return `---------- Doorgestuurd bericht ---------\nVan: ${who}\nDate: ${(nlDays[weekday as string] as string).slice(0, 2)} ${day} nov 2026 om ${hhmm}\nSubject: ${o.subject}\nTo: <${o.staff.email}>`;
    case "gmail-en":
      return `---------- Forwarded message ---------\nFrom: ${who}\nDate: ${weekday}, ${day} Nov 2026 at ${hhmm}\nSubject: ${o.subject}\nTo: <${o.staff.email}>`;
    case "apple-nl":
      return `Begin doorgestuurd bericht:\n\nVan: ${who}\nOnderwerp: ${o.subject}\nDatum: ${day} november 2026 om ${hhmm}:00 CET\nAan: ${o.staff.email}`;
    default:
      return `Begin forwarded message:\n\nFrom: ${who}\nSubject: ${o.subject}\nDate: ${day} November 2026 at ${hhmm}:00 CET\nTo: ${o.staff.email}`;
  }
}

/** Forwarded inline by the wholesaler's own staff: the customer is in the forwarded headers. */
export const forwardedInline: ClassWriter = (random, catalogue, count) =>
  Array.from({ length: count }, (_, index): Sample => {
    const style = STYLES[index % STYLES.length] as (typeof STYLES)[number];
    const language: Language = style.endsWith("nl") ? "nl" : "en";
    const o = original(random, catalogue, language);
    const note =
      language === "nl"
        ? random.pick([
            "Kun je deze bestelling inboeken?",
            "Zie onderstaande order, graag verwerken.",
            "Ter verwerking, klant belde er ook al over.",
          ])
        : random.pick([
            "Could you enter this order please?",
            "See the order below, please process.",
            "FYI - order from a customer.",
          ]);
    return {
      class: "forwarded-inline",
      language,
      noise: ["forwarded", style],
      from: o.staff,
      subject: `${style.startsWith("outlook") ? (language === "nl" ? "DOORST: " : "FW: ") : "Fwd: "}${o.subject}`,
      date: o.sent.header.replace(/\d\d:\d\d:00/, "16:45:00"),
      text: [
        note,
        "",
        o.staff.name,
        WHOLESALER.name,
        "",
        forwardedHeaders(style, o),
        "",
        o.body,
      ].join("\n"),
      expected: o.expected,
    };
  });

/** Forwarded as an attached message (message/rfc822), the lines inside the attachment. */
export const forwardedAttached: ClassWriter = async (random, catalogue, count) => {
  const samples: Sample[] = [];
  for (let index = 0; index < count; index++) {
    const language: Language = index % 3 === 2 ? "en" : "nl";
    const o = original(random, catalogue, language);
    const inner = await composeMessage(
      {
        class: "",
        language,
        noise: [],
        from: o.contact,
        to: o.staff.email,
        subject: o.subject,
        date: o.sent.header,
        text: o.body,
        expected: o.expected,
      },
      `<orig-${index}.${o.customer.number}@${o.contact.email.split("@")[1]}>`,
    );
    samples.push({
      class: "forwarded-attached",
      language,
      noise: ["forwarded", "rfc822"],
      from: o.staff,
      subject: `${language === "nl" ? "Doorgestuurd" : "Forwarded"}: ${o.subject}`,
      date: o.sent.header.replace(/\d\d:\d\d:00/, "17:05:00"),
      text: `${language === "nl" ? "Zie de bijgevoegde mail van de klant." : "Please see the customer's e-mail attached."}\n\n${o.staff.name}\n${WHOLESALER.name}`,
      attachments: [
        {
          filename: `${o.subject.replace(/[^\w -]/g, "")}.eml`,
          content: inner,
          contentType: "message/rfc822",
        },
      ],
      expected: o.expected,
    });
  }
  return samples;
};
