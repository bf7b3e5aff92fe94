import type { Random } from "../random.ts";

/** A customer's purchase-order number in one of the shapes they come in. */
export function orderReference(random: Random): string {
  switch (random.int(0, 6)) {
    case 0:
      return `PO-2026-${String(random.int(1, 999)).padStart(4, "0")}`;
    case 1:
      return `${random.int(4500, 4599)}.${random.int(100, 999)}.${random.int(10, 99)}`;
    case 2:
      return String(random.int(4500000000, 4599999999));
    case 3:
      return `BST${random.int(10000, 99999)}`;
    case 4:
      return `IO/26/${random.int(1000, 9999)}`;
    case 5:
      return `${String.fromCharCode(65 + random.int(0, 25))}${random.int(100000, 999999)}`;
    default:
      return `2026-${random.int(1000, 9999)}`;
  }
}

/** A number that is not an order reference, with its label, to stand beside one. */
export function decoyNumber(random: Random, language: "nl" | "en"): string {
  const nl = language === "nl";
  return random.pick([
    `${nl ? "Uw offerte" : "Your quotation"} Q-2026-${random.int(100, 999)}`,
    `${nl ? "Offertenummer" : "Quotation no."} OF26-${String(random.int(1, 999)).padStart(4, "0")}`,
    `${nl ? "Leveranciersnummer" : "Vendor number"} ${random.int(40000, 49999)}`,
    `IBAN NL${random.int(10, 99)}RABO0${random.int(100000000, 999999999)}`,
    `${nl ? "Factuur" : "Invoice"} ${random.int(2026000, 2026999)}`,
  ]);
}
