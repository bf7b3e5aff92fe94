/**
 * Words and numbers of a description, reduced for matching: lower case, accents dropped,
 * letters and digits split apart ("M12x40" → m, 12, x, 40; "15mm" → 15, mm), decimal commas
 * read as points ("1,8" → 1.8). Pack contents in parentheses stay: they tell boxes apart.
 */
export function matchTokens(text: string): string[] {
  const plain = foldAccents(text.toLowerCase())
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/°/g, " graden ");
  const tokens: string[] = [];
  for (const match of plain.matchAll(/\d+(?:\.\d+)?|[a-z]+/g)) {
    const token = match[0];
    if (/^\d/.test(token)) tokens.push(String(Number(token)));
    else if (!STOP_WORDS.has(token)) tokens.push(token);
  }
  return tokens;
}

export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[µμ]/g, "u")
    .replace(/²/g, "2");
}

export const isNumberToken = (token: string) => /^\d/.test(token);

/** Words that carry nothing for telling products apart, in English and Dutch. */
const STOP_WORDS = new Set([
  "x",
  "a",
  "the",
  "of",
  "and",
  "with",
  "for",
  "per",
  "de",
  "het",
  "een",
  "en",
  "met",
  "voor",
  "van",
  "in",
  "op",
]);

/** Character trigrams of a word, padded so the start and end count ("bout" → " bo", bou, out, "ut "). */
export function trigrams(word: string): string[] {
  const padded = ` ${word} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

/** How alike two words are, 0..1: equal 1, one a prefix of the other (abbreviation, plural) high, else trigram Dice. */
export function wordSimilarity(query: string, candidate: string): number {
  if (query === candidate) return 1;
  if (isNumberToken(query) || isNumberToken(candidate)) return 0;
  const shorter = query.length <= candidate.length ? query : candidate;
  const longer = shorter === query ? candidate : query;
  if (shorter.length >= 3 && longer.startsWith(shorter))
    return Math.max(0.75, 1 - (longer.length - shorter.length) * 0.04);
  const a = trigrams(query);
  const b = new Set(trigrams(candidate));
  let common = 0;
  for (const gram of a) if (b.has(gram)) common++;
  return (2 * common) / (a.length + b.size);
}
