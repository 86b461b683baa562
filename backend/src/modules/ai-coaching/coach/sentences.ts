/**
 * The one place the coaching module shortens text: at sentence boundaries (。！？!?), never in the
 * middle of a word, and never with a stray ellipsis. The journal's summary, a session's summary,
 * the opening's topic and the knowledge passages a reply grounds itself in all go through here.
 */

/** A sentence's end: its terminator and any closing brackets after it. */
const ENDED = /[。！？!?][」』）)]*$/;
/** A sentence: up to and including its terminator, with a closing bracket that follows it. */
const SENTENCE = /[^。！？!?]+(?:[。！？!?]+[」』）)]*|$)/g;
/** A clause boundary a sentence too long for its room may end at. */
const CLAUSE = /[、，,]/g;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The sentences of a text, in order, each trimmed; a passage's cut-off first and last parts (marked `…`) left out. */
export function sentencesOf(text: string): string[] {
  const body = oneLine(text);
  let parts = (body.replace(/^…+|…+$/g, '').match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
  // A knowledge snippet marks a cut start or end with `…`: the part next to it is no whole sentence.
  if (body.startsWith('…')) parts = parts.slice(1);
  if (body.endsWith('…') && parts.length > 0 && !ENDED.test(parts[parts.length - 1])) parts = parts.slice(0, -1);
  return parts;
}

/** A sentence that ends as a sentence: a missing terminator becomes 。 (a trailing 、 too). */
export function closed(sentence: string): string {
  const s = sentence.trim().replace(/[、，,\s]+$/, '');
  if (!s) return '';
  return ENDED.test(s) || /[」』）)]$/.test(s) ? s : `${s}。`;
}

/**
 * The leading whole sentences of `text` that fit in `max` characters, each closed. When even the
 * first sentence is longer, it ends at its last clause boundary (、) within `max`; a sentence with
 * no such boundary is kept whole: a long sentence is better than a cut word.
 */
export function trimToSentences(text: string, max: number): string {
  const sentences = sentencesOf(text).map(closed).filter(Boolean);
  if (sentences.length === 0) return '';
  let out = '';
  for (const sentence of sentences) {
    if (out.length + sentence.length > max) break;
    out += sentence;
  }
  if (out) return out;
  const first = sentences[0];
  let cut = -1;
  for (const match of first.matchAll(CLAUSE)) if (match.index! < max) cut = match.index!;
  return cut > 0 ? closed(first.slice(0, cut)) : first;
}

/** `text` as one phrase to quote inside a sentence: its first sentence within `max`, without the terminator. */
export function phraseOf(text: string, max: number): string {
  return trimToSentences(text, max).replace(/[。！？!?]+$/, '');
}
