import { bigrams, fold, foldText, words } from './japanese-text.js';
import { morphemes } from './morphemes.js';

/** A highlighted range of a snippet, in UTF-16 code units as JavaScript strings count. */
export interface Highlight {
  start: number;
  length: number;
}

export interface Snippet {
  text: string;
  highlights: Highlight[];
}

/** Spec part 2 §9: summary snippets of 100 characters. */
export const SNIPPET_LENGTH = 100;

/**
 * What of a query is marked in a passage: the whole query and its words; where none of them
 * occurs (a query written differently from the passage), its bigrams.
 */
function needles(query: string): { strong: string[]; weak: string[] } {
  const whole = foldText(query).folded.replace(/\s+/g, '');
  const strong = [...new Set([whole, ...words(query)])].filter((needle) => needle.length >= 2);
  return { strong, weak: [...new Set(bigrams(foldText(query).folded))].filter((gram) => gram.length === 2) };
}

const KANA_ONLY = /^[\p{Script=Hiragana}\p{Script=Katakana}ー\s]+$/u;
const HAN = /\p{Script=Han}/u;
/** Reading marks cost a dictionary lookup of the text: only for a title or a short passage. */
const READING_TEXT_MAX = 300;

/** For a query typed as a reading (しんらい): the words of a short text whose reading it contains (信頼), folded. */
function readingNeedles(text: string, query: string): string[] {
  if (text.length > READING_TEXT_MAX || !KANA_ONLY.test(query.normalize('NFKC'))) return [];
  const folded = fold(query).replace(/\s+/g, '');
  return morphemes(text)
    .filter(({ surface, reading }) => reading && HAN.test(surface) && fold(reading).length >= 2 && folded.includes(fold(reading)))
    .map(({ surface }) => fold(surface));
}

function marks(folded: string, list: string[]): boolean[] {
  const marked = new Array<boolean>(folded.length).fill(false);
  for (const needle of list) {
    for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + 1)) {
      for (let i = at; i < at + needle.length; i += 1) marked[i] = true;
    }
  }
  return marked;
}

/**
 * The passage of `text` (about `length` characters) where the query's matches are densest, with
 * those matches marked: the query and its words; else, for a query typed as a reading, the words
 * read so in a short text; else the query's bigrams. Matching happens on folded text (full-width, katakana and case variants
 * equal) and is mapped back onto the original characters.
 */
export function snippet(text: string, query: string, length = SNIPPET_LENGTH): Snippet {
  const { folded, origin } = foldText(text);
  const { strong, weak } = needles(query);
  let foldedMarks = marks(folded, strong);
  if (!foldedMarks.includes(true)) foldedMarks = marks(folded, readingNeedles(text, query));
  if (!foldedMarks.includes(true)) foldedMarks = marks(folded, weak);

  // Marks on the original text's code units.
  const marked = new Array<boolean>(text.length).fill(false);
  foldedMarks.forEach((isMarked, i) => {
    if (isMarked) marked[origin[i]] = true;
  });
  for (let i = 0; i < text.length; i += 1) {
    // A surrogate pair's second half goes with its first.
    if (marked[i] && i + 1 < text.length && text.charCodeAt(i) >= 0xd800 && text.charCodeAt(i) <= 0xdbff) marked[i + 1] = true;
  }

  // The window with the most marked characters; ties go to the earliest.
  let start = 0;
  if (text.length > length) {
    let count = 0;
    for (let i = 0; i < length; i += 1) if (marked[i]) count += 1;
    let best = count;
    for (let i = length; i < text.length; i += 1) {
      if (marked[i]) count += 1;
      if (marked[i - length]) count -= 1;
      if (count > best) {
        best = count;
        start = i - length + 1;
      }
    }
    // Start a little before the first mark in the window, at a sentence start when one is near.
    const firstMark = marked.indexOf(true, start);
    if (firstMark >= 0) {
      const sentence = Math.max(text.lastIndexOf('。', firstMark - 1) + 1, firstMark - 20, 0);
      start = Math.min(sentence, Math.max(0, text.length - length));
    }
  }
  const end = Math.min(text.length, start + length);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const highlights: Highlight[] = [];
  for (let i = start; i < end; i += 1) {
    if (!marked[i]) continue;
    const last = highlights[highlights.length - 1];
    if (last && last.start + last.length === i - start + prefix.length) last.length += 1;
    else highlights.push({ start: i - start + prefix.length, length: 1 });
  }
  return { text: prefix + text.slice(start, end) + suffix, highlights };
}
