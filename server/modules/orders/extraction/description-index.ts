import { isNumberToken, matchTokens, trigrams, wordSimilarity } from "./match-tokens.ts";

/** `namedByWord`: a real word (not only numbers or fragments) of the query was found in the item. */
export type DescriptionMatch<T> = { item: T; score: number; namedByWord: boolean };

type Document<T> = { item: T; tokens: string[]; weight: number };

/** Below this a word is not taken as a (misspelled) form of a catalogue word. */
const MIN_WORD_SIMILARITY = 0.5;
/** Enough candidates to stop adding those of more common words. */
const MAX_CANDIDATES = 600;

/**
 * Finds catalogue items by free description: abbreviated, misspelled, word order changed.
 * Built once per catalogue: an inverted index word → documents, and a trigram index over the
 * vocabulary, so a query only scores the documents that share (a form of) one of its words.
 * Score: the query's words found in the document, weighted by rarity (IDF), mostly; how much
 * of the document the query covers breaks ties between "bout M8" and "bout M8 RVS".
 */
export class DescriptionIndex<T> {
  private readonly documents: Document<T>[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly vocabularyByTrigram = new Map<string, string[]>();
  private readonly idf = new Map<string, number>();
  private countedDocuments = 0;
  private readonly similarWordsCache = new Map<string, { word: string; similarity: number }[]>();

  /**
   * `countsForRarity: false` adds a document that can be found but does not change how rare its
   * words are (a product's descriptions joined, beside each one on its own).
   */
  constructor(entries: Iterable<{ item: T; text: string; countsForRarity?: boolean }>) {
    const counted = new Map<string, number>();
    for (const { item, text, countsForRarity = true } of entries) {
      const tokens = [...new Set(matchTokens(text))];
      if (tokens.length === 0) continue;
      const index = this.documents.length;
      this.documents.push({ item, tokens, weight: 0 });
      if (countsForRarity) {
        this.countedDocuments++;
        for (const token of tokens) counted.set(token, (counted.get(token) ?? 0) + 1);
      }
      for (const token of tokens) {
        let list = this.postings.get(token);
        if (!list) {
          list = [];
          this.postings.set(token, list);
          if (!isNumberToken(token))
            for (const gram of new Set(trigrams(token))) {
              const words = this.vocabularyByTrigram.get(gram);
              if (words) words.push(token);
              else this.vocabularyByTrigram.set(gram, [token]);
            }
        }
        list.push(index);
      }
    }
    for (const token of this.postings.keys())
      this.idf.set(token, Math.log(1 + this.countedDocuments / (counted.get(token) ?? 1)));
    for (const document of this.documents)
      document.weight = document.tokens.reduce((sum, token) => sum + (this.idf.get(token) ?? 0), 0);
  }

  /** The best items, best first; each item once (its best-matching description counts). */
  search(text: string, limit = 5): DescriptionMatch<T>[] {
    const queryTokens = [...new Set(matchTokens(text))];
    if (queryTokens.length === 0) return [];
    const unknownWeight = Math.log(1 + this.countedDocuments);
    const queryWeights = queryTokens.map(
      (token) =>
        this.idf.get(token) ?? (isNumberToken(token) ? unknownWeight : unknownWeight * 0.5),
    );
    const totalQueryWeight = queryWeights.reduce((a, b) => a + b, 0);
    const similar = queryTokens.map(
      (token) => new Map(this.similarWords(token).map((s) => [s.word, s.similarity])),
    );
    // Candidates share a (form of a) word with the query: numbers alone never name a product.
    // The rarest words go first; common words ("verzinkt", "mm") only add candidates while
    // there are few, which keeps a query fast on a large catalogue.
    const generators = queryTokens
      .map((token, q) => ({ token, forms: [...(similar[q]?.keys() ?? [])] }))
      .filter(({ token }) => !isNumberToken(token))
      .map(({ forms }) => ({
        forms,
        size: forms.reduce((sum, word) => sum + (this.postings.get(word)?.length ?? 0), 0),
      }))
      .sort((a, b) => a.size - b.size);
    const candidates = new Set<number>();
    for (const { forms, size } of generators) {
      if (candidates.size >= MAX_CANDIDATES && size > this.documents.length * 0.01) break;
      // a word in more products than a search scores adds nothing rarer words did not find
      if (candidates.size > 0 && size > MAX_CANDIDATES) break;
      for (const word of forms)
        for (const index of this.postings.get(word) ?? []) candidates.add(index);
    }
    const best = new Map<T, { score: number; namedByWord: boolean }>();
    for (const documentIndex of candidates) {
      const document = this.documents[documentIndex] as Document<T>;
      let covered = 0;
      let namedByWord = false;
      const used = new Set<string>();
      queryTokens.forEach((token, q) => {
        let bestSimilarity = 0;
        let bestWord = "";
        const forms = similar[q] as Map<string, number>;
        for (const word of document.tokens) {
          const similarity = forms.get(word) ?? 0;
          if (similarity > bestSimilarity) {
            bestSimilarity = similarity;
            bestWord = word;
          }
        }
        if (bestSimilarity === 0) return;
        covered += bestSimilarity * (queryWeights[q] ?? 0);
        used.add(bestWord);
        if (token.length >= 3 && !isNumberToken(token) && bestSimilarity >= 0.6) namedByWord = true;
      });
      let documentCovered = 0;
      for (const word of used) documentCovered += this.idf.get(word) ?? 0;
      const score =
        0.8 * (covered / totalQueryWeight) + 0.2 * Math.min(1, documentCovered / document.weight);
      if (score > (best.get(document.item)?.score ?? 0))
        best.set(document.item, { score, namedByWord });
    }
    return [...best]
      .map(([item, { score, namedByWord }]) => ({ item, score, namedByWord }))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  private similarWords(token: string): { word: string; similarity: number }[] {
    const cached = this.similarWordsCache.get(token);
    if (cached) return cached;
    const result: { word: string; similarity: number }[] = [];
    if (isNumberToken(token)) {
      if (this.postings.has(token)) result.push({ word: token, similarity: 1 });
    } else {
      const candidates = new Set<string>();
      for (const gram of trigrams(token))
        for (const word of this.vocabularyByTrigram.get(gram) ?? []) candidates.add(word);
      for (const word of candidates) {
        const similarity = wordSimilarity(token, word);
        if (similarity >= MIN_WORD_SIMILARITY) result.push({ word, similarity });
      }
      // the head of a compound ("bouwhelmen" → "veiligheidshelm"): the same last four letters or more
      if (token.length >= 5 && result.length === 0) {
        const head = withoutPlural(token);
        for (const word of candidates) {
          const shared = sharedEnding(head, withoutPlural(word));
          if (shared >= 4 && shared < head.length)
            result.push({ word, similarity: Math.min(0.7, 0.6 + (shared - 4) * 0.05) });
        }
      }
    }
    if (this.similarWordsCache.size > 50_000) this.similarWordsCache.clear();
    this.similarWordsCache.set(token, result);
    return result;
  }
}

function withoutPlural(word: string): string {
  return word.replace(/(en|s)$/, "");
}

function sharedEnding(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}
