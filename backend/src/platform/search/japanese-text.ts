import { morphemes } from './morphemes.js';

/**
 * Japanese text as search sees it (docs/architecture.md, "Search").
 * Japanese has no spaces between words, so a text is indexed three times over:
 * - words from `Intl.Segmenter('ja', { granularity: 'word' })` (ICU's dictionary segmenter,
 *   built into Node): an exact word match (当事者, 意識) ranks high;
 * - overlapping character bigrams of every run of letters and digits: a word inside a compound
 *   (ブレーキ in 心のブレーキ), a query the segmenter cuts differently, or a long question with no
 *   spaces still shares bigrams with the passage;
 * - the readings of its kanji words from IPADIC (`readings`, decision 0085), as words and bigrams:
 *   a query typed in kana before conversion (しんらい) finds the word (信頼).
 * Before both, `fold` makes variants equal: NFKC (full-width ＡＢＣ１２３ and half-width ｶﾀｶﾅ become
 * ABC123 and カタカナ), lower case, and katakana → hiragana (ブレーキ = ぶれーき).
 */

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

const KATAKANA = /[\u30a1-\u30f6]/g;
const LETTER_OR_DIGIT = /[\p{L}\p{N}ー]/u;
const HIRAGANA_ONLY = /^[\u3041-\u309fー]+$/;

/** One character folded: NFKC, lower case, katakana as hiragana. May answer more than one character (e.g. ㍿). */
function foldChar(char: string): string {
  return char
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (k) => String.fromCharCode(k.charCodeAt(0) - 0x60));
}

/** The text with variants made equal (see the file comment). */
export function fold(text: string): string {
  return foldText(text).folded;
}

/**
 * The folded text and, for each of its characters, the index of the original character it came
 * from: a match found in the folded text is highlighted in the original.
 */
export function foldText(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldChar(char);
    // A half-width voiced mark (ﾌﾞ) folds to a combining mark on its own: join it to the character before.
    if ((f === '\u3099' || f === '\u309a') && folded.length > 0) {
      const joined = (folded.slice(-1) + f).normalize('NFC');
      if (joined.length === 1) {
        folded = folded.slice(0, -1) + joined;
        index += char.length;
        continue;
      }
    }
    for (let i = 0; i < f.length; i += 1) origin.push(index);
    folded += f;
    index += char.length;
  }
  return { folded, origin };
}

/**
 * Folded words of a text, as the segmenter cuts it. The segmenter sees the text before katakana
 * become hiragana (its dictionary knows ブレーキ, not ぶれーき); each word is folded after. A lone
 * hiragana (a particle: の, を, は) is left out.
 */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFKC').toLowerCase())) {
    if (!isWordLike) continue;
    const word = fold(segment);
    if (word.length === 1 && HIRAGANA_ONLY.test(word)) continue;
    out.push(word);
  }
  return out;
}

/** Overlapping character bigrams of each run of letters and digits (a run of one gives itself). */
export function bigrams(folded: string): string[] {
  const out: string[] = [];
  const chars = [...folded];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) out.push(run[0]);
    for (let i = 0; i + 1 < run.length; i += 1) out.push(run[i] + run[i + 1]);
    run = [];
  };
  for (const char of chars) {
    if (LETTER_OR_DIGIT.test(char)) run.push(char);
    else flush();
  }
  flush();
  return out;
}

/** A search term: `w:` a word, `b:` a bigram (a word of two characters is both), `p:` the start of a reading (`readingStarts`). */
export type Term = string;

const HAN = /\p{Script=Han}/u;

/**
 * The folded readings (hiragana) of the words of a text written with kanji: 信頼関係を築く →
 * しんらい, かんけい, きずく. Words written in kana are their own reading and give nothing here.
 */
export function readings(text: string): string[] {
  const out: string[] = [];
  for (const { surface, reading } of morphemes(text)) {
    if (!reading || !HAN.test(surface)) continue;
    const folded = fold(reading);
    if (folded !== fold(surface)) out.push(folded);
  }
  return out;
}

/**
 * The reading of each run of a text between spaces, folded to hiragana: 小山 美穂 → こやま, みほ;
 * ヤマダ タロウ → やまだ, たろう. A run with a word whose reading the dictionary does not know
 * (Latin letters, an unknown kanji name) gives none.
 */
export function runReadings(text: string): string[] {
  const out: string[] = [];
  for (const run of text.normalize('NFKC').split(/\s+/)) {
    if (!run) continue;
    let reading = '';
    for (const { surface, reading: read } of morphemes(run)) {
      const folded = fold(surface);
      reading += HIRAGANA_ONLY.test(folded) ? folded : read ? fold(read) : '\0';
    }
    if (HIRAGANA_ONLY.test(reading)) out.push(reading);
  }
  return out;
}

/** A term of the starts of a reading (`p:` and 2 characters or more of it): やま is the start of やまだ, not of こやま. */
export const readingStart = (folded: string): Term => `p:${folded}`;

/**
 * The `p:` terms of a text's readings: each start of 2 characters or more, the whole reading
 * included, of each run's reading (`runReadings`) and of each kanji word's (`readings`: 開発 in
 * 人材開発部). A run in kana is one reading, not cut into words (タカハシ is not タカ and ハシ).
 */
export function readingStarts(text: string): Term[] {
  const out = new Set<Term>();
  for (const reading of [...runReadings(text), ...readings(text)]) {
    const chars = [...reading];
    for (let end = 2; end <= chars.length; end += 1) out.add(readingStart(chars.slice(0, end).join('')));
  }
  return [...out];
}

/** A folded text in hiragana only (with the prolonged sound mark): a reading. */
export const isReading = (folded: string) => HIRAGANA_ONLY.test(folded);

/**
 * The terms of a text with how often each occurs. `withReadings` (for indexed documents, not for
 * queries) adds each kanji word's reading as a word and as bigrams: the query しんらい shares
 * `w:しんらい` with 信頼, and a reading typed with one kana wrong still shares most bigrams.
 */
export function termCounts(text: string, withReadings = false): Map<Term, number> {
  const counts = new Map<Term, number>();
  const add = (term: Term) => counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const word of words(text)) add(`w:${word}`);
  for (const gram of bigrams(fold(text))) add(`b:${gram}`);
  if (withReadings) {
    for (const reading of readings(text)) {
      add(`w:${reading}`);
      for (const gram of bigrams(reading)) add(`b:${gram}`);
    }
  }
  return counts;
}

/** Characters that count towards the minimum query length: letters and digits after folding. */
export function significantLength(query: string): number {
  return [...fold(query)].filter((char) => LETTER_OR_DIGIT.test(char)).length;
}
