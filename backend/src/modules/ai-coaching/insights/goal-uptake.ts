/**
 * Whether a later session or journal entry takes up a goal set earlier, read from shared content
 * words (the themes come from the coach's topic lexicon, `coach/conversation/lexicon.ts`).
 */

/** NFKC, lower case, whitespace runs as one space. */
const normalise = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

/** Words too common in a manager's notes to tell one goal from another. */
const COMMON = new Set(['今週', '来週', '先週', '今日', '明日', '毎週', '自分', '部下', 'メンバー', 'チーム', '仕事', '1on1', '面談', '一つ', '一度', '最初', '次回', '本人', '相手', '全員', '時間']);

/**
 * The content keys of a text, the way a goal is matched against what came later: runs of kanji,
 * katakana or latin letters and digits (hiragana is mostly particles and endings), common words
 * left out; a kanji or katakana run gives its character pairs, a single kanji keeps the kana after
 * it (任せ, 聞く), a latin run of two or more is one key.
 */
export function contentKeys(text: string): Set<string> {
  const t = normalise(text);
  const keys = new Set<string>();
  for (const match of t.matchAll(/([\p{Script=Han}々ヶ]+)(\p{Script=Hiragana})?|[\p{Script=Katakana}ー]+|[a-z0-9]+/gu)) {
    const [whole, han, kana] = match;
    if (han !== undefined) {
      if (COMMON.has(han)) continue;
      if (han.length === 1) {
        if (kana) keys.add(han + kana);
        continue;
      }
      for (let i = 0; i + 1 < han.length; i++) keys.add(han.slice(i, i + 2));
    } else if (/^[a-z0-9]/.test(whole)) {
      if (whole.length >= 2 && !COMMON.has(whole)) keys.add(whole);
    } else if (!COMMON.has(whole)) {
      for (let i = 0; i + 1 < whole.length; i++) keys.add(whole.slice(i, i + 2));
    }
  }
  return keys;
}

/**
 * Whether a later text takes up a goal: it shares a quarter of the goal's content keys, at least
 * two and at most six are needed (a long goal is taken up by its gist, not word for word).
 */
export function takesUp(goal: string, later: string): boolean {
  const wanted = contentKeys(goal);
  if (wanted.size === 0) return false;
  const found = contentKeys(later);
  let shared = 0;
  for (const key of wanted) if (found.has(key)) shared++;
  const needed = Math.min(6, Math.max(Math.min(2, wanted.size), Math.ceil(wanted.size / 4)));
  return shared >= needed;
}
