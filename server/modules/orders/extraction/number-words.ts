/**
 * Quantities written as words, in Dutch and English: "vijf", "vijfentwintig", "tweeëntwintig",
 * "twelve", "twenty-five", "een dozijn", "a dozen". Only a word directly before a unit word is
 * read as a quantity ("vijf dozen", "twelve boxes"), so "een offerte" or "one of them" stay text.
 */
const NL_UNITS = ["een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"];
const NL_TEENS = [
  "tien",
  "elf",
  "twaalf",
  "dertien",
  "veertien",
  "vijftien",
  "zestien",
  "zeventien",
  "achttien",
  "negentien",
];
const NL_TENS = [
  "twintig",
  "dertig",
  "veertig",
  "vijftig",
  "zestig",
  "zeventig",
  "tachtig",
  "negentig",
];
const EN_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const EN_TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const EN_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function allWords(): Map<string, number> {
  const words = new Map<string, number>([
    ["één", 1],
    ["honderd", 100],
    ["hundred", 100],
    ["a hundred", 100],
    ["one hundred", 100],
    ["een dozijn", 12],
    ["dozijn", 12],
    ["a dozen", 12],
    ["one dozen", 12],
  ]);
  for (const [units, teens, tens, join] of [
    [NL_UNITS, NL_TEENS, NL_TENS, "nl"],
    [EN_UNITS, EN_TEENS, EN_TENS, "en"],
  ] as const) {
    for (const [index, word] of units.entries()) words.set(word, index + 1);
    for (const [index, word] of teens.entries()) words.set(word, index + 10);
    tens.forEach((ten, tenIndex) => {
      const value = (tenIndex + 2) * 10;
      words.set(ten, value);
      units.forEach((unit, unitIndex) => {
        if (join === "nl") {
          // tweeëntwintig, also written without the diaeresis
          for (const glue of unit.endsWith("e") ? ["ën", "en"] : ["en"])
            words.set(`${unit}${glue}${ten}`, value + unitIndex + 1);
        } else {
          words.set(`${ten}-${unit}`, value + unitIndex + 1);
          words.set(`${ten} ${unit}`, value + unitIndex + 1);
        }
      });
    });
  }
  return words;
}

const WORDS = allWords();
const ALTERNATION = [...WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[-\s]/g, (c) => (c === "-" ? "-" : "\\s+")))
  .join("|");

/** The value of a number word ("vijfentwintig" → 25), or null. */
export function numberWordValue(text: string): number | null {
  return WORDS.get(text.toLowerCase().replace(/\s+/g, " ").trim()) ?? null;
}

/**
 * The text with each number word that stands before a unit word replaced by its digits
 * ("vijf dozen X" → "5 dozen X"). `unitPattern` is the unit words' pattern.
 */
export function quantitiesInDigits(text: string, unitPattern: string): string {
  // a cheap test first: most lines hold no number word at all
  if (!MAYBE_NUMBER_WORD.test(text)) return text;
  return text.replace(patternFor(unitPattern), (word) => String(numberWordValue(word) ?? word));
}

/** Lines without any of these letters' runs cannot hold a number word. */
const MAYBE_NUMBER_WORD =
  /een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|tig|dozijn|honderd|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|ty|dozen|hundred/i;

const patterns = new Map<string, RegExp>();

function patternFor(unitPattern: string): RegExp {
  let pattern = patterns.get(unitPattern);
  if (!pattern) {
    pattern = new RegExp(
      String.raw`(?<![\p{L}\d])(${ALTERNATION})(?=\s+(?:${unitPattern})(?![\p{L}\d]))`,
      "giu",
    );
    patterns.set(unitPattern, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}
