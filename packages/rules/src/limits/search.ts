/**
 * When a search query is long enough to run (decision 0086). Letters and digits are counted after
 * NFKC (spaces and punctuation do not count). A query with a Japanese character (kanji, kana) runs
 * from 2 of them, because two-character words are the core of Japanese vocabulary (組織, 信頼,
 * 成長); a query of Latin letters and digits only keeps the spec's 3-character minimum (part 2 §4,
 * §9), where two letters are rarely a word. Both sides read this: the server refuses with
 * `tooShort`, the client does not send a query it would refuse.
 */
export const SEARCH_QUERY_RULES = {
  /** The most characters a query may have (a longer one is refused, not truncated). */
  max: 200,
  minLatin: 3,
  minJapanese: 2,
  tooShort: '検索語は3文字以上（日本語は2文字以上）で入力してください',
  tooLong: '検索語は200文字以内で入力してください',
} as const;

const SIGNIFICANT = /[\p{L}\p{N}ー]/u;
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]/u;

/** The letters and digits of a query after NFKC, as both sides count them. */
export function significantChars(query: string): string[] {
  return [...query.normalize('NFKC')].filter((char) => SIGNIFICANT.test(char));
}

/** Whether a query is long enough to run (see SEARCH_QUERY_RULES). */
export function isSearchableQuery(query: string): boolean {
  const chars = significantChars(query);
  const min = chars.some((char) => JAPANESE.test(char)) ? SEARCH_QUERY_RULES.minJapanese : SEARCH_QUERY_RULES.minLatin;
  return chars.length >= min;
}
