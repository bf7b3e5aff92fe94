import type { Random } from "./random.ts";
import type { Customer, Product, Unit } from "./wholesaler.ts";

export type Language = "nl" | "en";

/** One ordered line: what the expected result says, in the catalogue's unit. */
export type OrderLine = { product: Product; quantity: number };

const UNIT_WORDS: Record<Unit, { nl: [string, string][]; en: [string, string][] }> = {
  // [singular, plural]
  pcs: {
    nl: [
      ["st", "st"],
      ["stuk", "stuks"],
      ["st.", "st."],
    ],
    en: [
      ["pc", "pcs"],
      ["piece", "pieces"],
      ["ea", "ea"],
    ],
  },
  box: {
    nl: [
      ["doos", "dozen"],
      ["ds", "ds"],
    ],
    en: [
      ["box", "boxes"],
      ["bx", "bx"],
    ],
  },
  roll: {
    nl: [
      ["rol", "rollen"],
      ["rol", "rol"],
    ],
    en: [
      ["roll", "rolls"],
      ["roll", "rolls"],
    ],
  },
  pack: {
    nl: [
      ["pak", "pakken"],
      ["pak", "pak"],
    ],
    en: [
      ["pack", "packs"],
      ["pk", "pk"],
    ],
  },
  kg: {
    nl: [
      ["kg", "kg"],
      ["kilo", "kilo"],
    ],
    en: [
      ["kg", "kg"],
      ["kg", "kgs"],
    ],
  },
  m: {
    nl: [
      ["m", "m"],
      ["meter", "meter"],
    ],
    en: [
      ["m", "m"],
      ["metre", "metres"],
    ],
  },
};

export function unitWord(random: Random, unit: Unit, quantity: number, language: Language): string {
  const [singular, plural] = random.pick(UNIT_WORDS[unit][language]);
  return quantity === 1 ? singular : plural;
}

/** A quantity as the writer writes it: Dutch decimal comma and thousands dots, or English. */
export function quantityText(quantity: number, language: Language, thousands = true): string {
  const [whole, fraction] = String(quantity).split(".");
  const grouped = thousands
    ? (whole as string).replace(/\B(?=(\d{3})+(?!\d))/g, language === "nl" ? "." : ",")
    : (whole as string);
  if (!fraction) return grouped;
  return `${grouped}${language === "nl" ? "," : "."}${fraction}`;
}

export function money(amount: number, language: Language): string {
  const fixed = amount.toFixed(2);
  return language === "nl"
    ? `€ ${quantityText(Number(fixed.split(".")[0]), "nl")},${fixed.split(".")[1]}`
    : `€${fixed}`;
}

/** A quantity that suits the product: decimals for kg and m, large ones now and then. */
export function quantityFor(random: Random, product: Product, large = false): number {
  if (product.unit === "kg") return random.pick([2.5, 5, 7.5, 10, 12.5, 25, 37.5, 50]);
  if (product.unit === "m") return random.pick([25, 37.5, 50, 100, 150, 2000]);
  if (large) return random.pick([1000, 1200, 2000, 2500, 5000]);
  return random.pick([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 25, 30, 40, 50]);
}

export function pickLines(
  random: Random,
  products: Product[],
  count: number,
  large = false,
): OrderLine[] {
  return random
    .sample(products, count)
    .map((product) => ({ product, quantity: quantityFor(random, product, large) }));
}

export function description(product: Product, language: Language): string {
  return language === "nl" ? product.nl : product.en;
}

const MONTHS = {
  nl: [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};
const DAYS = {
  nl: ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

/** Lines of an e-mail, joined: a blank line left out where the line before is blank too. */
export function paragraphs(lines: string[]): string {
  return lines.filter((line, index) => line !== "" || lines[index - 1] !== "").join("\n");
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** An explicit calendar date in one of the ways people write one. */
export function dateText(random: Random, date: Date, language: Language): string {
  const d = date.getUTCDate();
  const m = date.getUTCMonth();
  const y = date.getUTCFullYear();
  const dd = String(d).padStart(2, "0");
  const mm = String(m + 1).padStart(2, "0");
  const day = DAYS[language][date.getUTCDay()] as string;
  const month = MONTHS[language][m] as string;
  const shapes =
    language === "nl"
      ? [
          `${dd}-${mm}-${y}`,
          `${d} ${month} ${y}`,
          `${day} ${d} ${month}`,
          `${d}-${m + 1}-${y}`,
          `${dd}.${mm}.${y}`,
        ]
      : [
          `${month} ${d}, ${y}`,
          `${d} ${month} ${y}`,
          `${day} ${d} ${month}`,
          `${dd}/${mm}/${y}`,
          `${month.slice(0, 3)} ${d}, ${y}`,
        ];
  return random.pick(shapes);
}

/** The e-mail's own Date header value, and the date it stands for. */
export function sentDate(random: Random): { header: string; date: Date } {
  const day = random.int(2, 27);
  const date = new Date(Date.UTC(2026, 10, day, random.int(7, 16), random.int(0, 59)));
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][date.getUTCDay()];
  const local = new Date(date.getTime() + 3_600_000);
  const hh = String(local.getUTCHours()).padStart(2, "0");
  const mi = String(local.getUTCMinutes()).padStart(2, "0");
  return {
    header: `${weekday}, ${day} Nov 2026 ${hh}:${mi}:00 +0100`,
    date: new Date(Date.UTC(2026, 10, day)),
  };
}

export function greeting(random: Random, language: Language): string {
  return random.pick(
    language === "nl"
      ? ["Goedemorgen,", "Hallo,", "Beste collega's,", "Goedemiddag,", "Hoi,"]
      : ["Hello,", "Good morning,", "Hi team,", "Dear Sir/Madam,"],
  );
}

export function closing(random: Random, language: Language): string {
  return random.pick(
    language === "nl"
      ? ["Met vriendelijke groet,", "Groeten,", "Mvg,", "Alvast bedankt!"]
      : ["Kind regards,", "Best regards,", "Thanks,", "Regards,"],
  );
}

/** A signature; `extra` shows the customer number and/or VAT number the way some do. */
export function signature(
  random: Random,
  contact: { name: string; email: string },
  customer: Customer,
  language: Language,
  extra: { customerNumber?: boolean; vat?: boolean; company?: boolean } = {},
): string {
  const lines = [contact.name];
  if (extra.company ?? true) lines.push(customer.name);
  lines.push(`${customer.street}, ${customer.postalCode} ${customer.city}`);
  lines.push(`${language === "nl" ? "Tel." : "Phone"} ${customer.phone}`);
  if (extra.customerNumber)
    lines.push(
      `${random.pick(language === "nl" ? ["Klantnummer", "Klantnr.", "Debiteurnr."] : ["Customer no.", "Account number"])}: ${customer.number}`,
    );
  if (extra.vat) lines.push(`${language === "nl" ? "BTW" : "VAT"}: ${customer.vat}`);
  return lines.join("\n");
}

export const DISCLAIMER = {
  nl: "Dit e-mailbericht is uitsluitend bestemd voor de geadresseerde. Indien u dit bericht onterecht ontvangt, wordt u verzocht de inhoud niet te gebruiken en de afzender direct te informeren.",
  en: "This e-mail is intended solely for the addressee. If you received it in error, please notify the sender and delete it.",
};

const NUMBER_WORDS: Record<Language, Record<number, string>> = {
  nl: {
    1: "een",
    2: "twee",
    3: "drie",
    4: "vier",
    5: "vijf",
    6: "zes",
    8: "acht",
    10: "tien",
    12: "twaalf",
    15: "vijftien",
    20: "twintig",
    24: "vierentwintig",
    25: "vijfentwintig",
    30: "dertig",
    40: "veertig",
    50: "vijftig",
  },
  en: {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    8: "eight",
    10: "ten",
    12: "twelve",
    15: "fifteen",
    20: "twenty",
    24: "twenty-four",
    25: "twenty-five",
    30: "thirty",
    40: "forty",
    50: "fifty",
  },
};

/** A quantity in words when there is a word for it ("vijfentwintig", "a dozen"), else digits. */
export function numberWord(random: Random, quantity: number, language: Language): string {
  if (quantity === 12 && random.chance(0.5)) return language === "nl" ? "een dozijn" : "a dozen";
  return NUMBER_WORDS[language][quantity] ?? quantityText(quantity, language);
}
