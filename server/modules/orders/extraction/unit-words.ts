/** The canonical sales units lines are expressed in. */
export type SalesUnit = "pcs" | "box" | "m" | "kg" | "roll" | "pack";

/** Words writers use for a sales unit, in English and Dutch, singular and plural. */
const UNIT_WORDS: Record<string, SalesUnit> = {
  st: "pcs",
  "st.": "pcs",
  stk: "pcs",
  stuk: "pcs",
  stuks: "pcs",
  pcs: "pcs",
  "pcs.": "pcs",
  pc: "pcs",
  piece: "pcs",
  pieces: "pcs",
  ea: "pcs",
  each: "pcs",
  paar: "pcs",
  pair: "pcs",
  pairs: "pcs",
  units: "pcs",
  unit: "pcs",
  doos: "box",
  dozen: "box",
  doosjes: "box",
  box: "box",
  boxes: "box",
  bx: "box",
  ds: "box",
  m: "m",
  meter: "m",
  meters: "m",
  mtr: "m",
  "mtr.": "m",
  metre: "m",
  metres: "m",
  lm: "m",
  kg: "kg",
  kilo: "kg",
  kilos: "kg",
  kilogram: "kg",
  kgs: "kg",
  rol: "roll",
  rollen: "roll",
  roll: "roll",
  rolls: "roll",
  rl: "roll",
  pak: "pack",
  pakken: "pack",
  pack: "pack",
  packs: "pack",
  pk: "pack",
  pakje: "pack",
  pakjes: "pack",
  packet: "pack",
  packets: "pack",
};

/** The sales unit a word names, or null ("mm", "cm", "ml" are sizes, never a sales unit). */
export function unitOfWord(word: string): SalesUnit | null {
  return UNIT_WORDS[word.toLowerCase()] ?? null;
}

/** A pattern that matches any unit word (longest first so "rollen" wins over "rol"). */
export const UNIT_WORD_PATTERN = Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/\./g, "\\."))
  .join("|");
