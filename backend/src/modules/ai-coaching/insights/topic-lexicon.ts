/**
 * The topics a manager's coaching and journal text comes back to, in the vocabulary of the two
 * books (1on1 and trust, delegation, feedback, motivation and mental brakes, goals, the team). A
 * topic matches a text when one of its keywords occurs in it after NFKC normalisation and
 * lower-casing (so `１ｏｎ１` and `1On1` are `1on1`). Keywords are stems, so that 任せ matches
 * 任せる, 任せた and 任せられない alike.
 */
export interface Topic {
  key: string;
  /** What the screen shows. */
  label: string;
  keywords: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  { key: 'one-on-one', label: '1on1の進め方', keywords: ['1on1', '1 on 1', 'ワンオンワン', '面談', '個人面談'] },
  { key: 'trust', label: '信頼関係', keywords: ['信頼', '信用', '打ち解け', '心を開', '本音', '距離を感じ', '距離がある', '話してくれない', '関係づくり', '関係性'] },
  { key: 'listening', label: '傾聴と質問', keywords: ['傾聴', '聴く', '聴い', '耳を傾', '問いかけ', '開かれた質問', 'オープンクエスチョン', '質問の仕方', '話を聞'] },
  { key: 'delegation', label: '任せる・権限委譲', keywords: ['任せ', '権限委譲', '委譲', '丸投げ', '抱え込', '巻き取', '自分でやってしまう'] },
  { key: 'feedback', label: 'フィードバック', keywords: ['フィードバック', '指摘', '伝え方', '注意し', '注意する', '褒め', 'ほめ', '承認', '叱'] },
  { key: 'motivation', label: 'やる気・モチベーション', keywords: ['やる気', 'モチベーション', '意欲', 'やりがい', '元気がない', '落ち込', '熱意'] },
  { key: 'mental-brake', label: '不安・メンタルブレーキ', keywords: ['ブレーキ', '不安', '怖', '自信がない', '自信をなく', '失敗を恐れ', '踏み出せ', 'ためら', '躊躇'] },
  { key: 'goals', label: '目標・キャリア', keywords: ['目標', 'ゴール', 'キャリア', '将来', 'ビジョン', 'ありたい姿', '一年後', '1年後'] },
  { key: 'team-conflict', label: 'チーム内の対立', keywords: ['対立', '衝突', '揉め', 'もめて', 'ぎくしゃく', 'ギクシャク', '険悪', '意見が合わ', 'ぶつか'] },
  { key: 'growth', label: '育成・成長', keywords: ['育成', '成長', 'スキル', '伸ば', 'マインド'] },
  { key: 'workload', label: '業務量・時間', keywords: ['忙し', '残業', '時間がない', '時間が取れ', '業務量', '負荷', '締め切り', '締切'] },
  { key: 'onboarding', label: '新人・異動者の受け入れ', keywords: ['新人', '新入社員', '入社', 'オンボーディング', '異動してき', '若手'] },
];

/** NFKC, lower case, whitespace runs as one space. */
export const normalise = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

/** The keys of the topics a text touches, in lexicon order. */
export function topicsIn(text: string): string[] {
  const t = normalise(text);
  return TOPICS.filter((topic) => topic.keywords.some((k) => t.includes(normalise(k)))).map((topic) => topic.key);
}

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
