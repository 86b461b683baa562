import topics from './topics.json' with { type: 'json' };

/**
 * What a manager's message is and what it is about, read from its words: the kind of message
 * (question, statement, feeling, goal, plan, thanks, closing) and its topic from a lexicon of the
 * two books' themes. Text is compared folded (NFKC, lower case, katakana as hiragana), and the
 * lexicon is folded once at load, so a reply costs a few string searches.
 */

/** NFKC, lower case, katakana as hiragana: 「モチベーション」「もちべーしょん」 and half-width forms compare equal. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

export type Intent = 'question' | 'statement' | 'feeling' | 'goal' | 'plan' | 'thanks' | 'closing';

export interface Topic {
  id: string;
  /** The theme's name on the insights screen (「1on1の進め方」). */
  label: string;
  /** What the user is concerned about, as a phrase that ends a clause: 「〜が気がかりなのですね」. */
  concern: string;
  /** Where the user wants to get to: 「〜を目指したいのですね」. */
  aim: string;
  /** The concept card an answer on this topic grounds in (and the citation when the knowledge base has nothing closer). */
  cardId: string;
  keywords: string[];
}

interface FoldedTopic extends Topic {
  folded: string[];
}

const TOPICS: readonly FoldedTopic[] = (topics as Topic[]).map((topic) => ({ ...topic, folded: topic.keywords.map(fold) }));
const GENERAL = TOPICS.find((topic) => topic.id === 'general')!;

export const topicById = (id: string): Topic => TOPICS.find((topic) => topic.id === id) ?? GENERAL;

/** The topic whose keywords cover most of the message (longer keywords weigh more); `general` when none. */
export function topicOf(text: string): Topic {
  const folded = fold(text);
  let best: FoldedTopic = GENERAL;
  let bestScore = 0;
  for (const topic of TOPICS) {
    let score = 0;
    for (const keyword of topic.folded) if (keyword && folded.includes(keyword)) score += keyword.length;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Every topic a text touches (any keyword found), in lexicon order, without `general`: the themes
 * the insights screen counts, from the same lexicon the coach answers with.
 */
export function topicsIn(text: string): Topic[] {
  const folded = fold(text);
  return TOPICS.filter((topic) => topic.folded.some((keyword) => keyword && folded.includes(keyword)));
}

/** Emotions a message names, with how the coach says them back: after a concern (「〜に悩んでいる」) or alone; 「のですね」 follows. */
const EMOTIONS: readonly { words: string[]; said: string; alone: string }[] = [
  { words: ['悩んで', '悩み', 'なやんで', '迷って', '迷い'], said: 'に悩んでいる', alone: '悩みを抱えている' },
  { words: ['不安', 'こわい', '怖い', '怖く'], said: 'に不安を感じている', alone: '不安を感じている' },
  { words: ['自信がな', '自信がありませ', '自信が持て', '自信をなく'], said: 'に自信が持てずにいる', alone: '自信が持てずにいる' },
  { words: ['困って', '困った', '手に負え', 'お手上げ'], said: 'に困っている', alone: '困っている' },
  { words: ['焦って', '焦り', 'あせ'], said: 'に焦りを感じている', alone: '焦りを感じている' },
  { words: ['心配'], said: 'を心配している', alone: '心配な気持ちを抱えている' },
  { words: ['もやもや', 'すっきりしない', '引っかか', 'ひっかか'], said: 'にすっきりしない思いを抱えている', alone: 'すっきりしない思いを抱えている' },
  { words: ['いらいら', '腹が立', 'もどかし'], said: 'にもどかしさを感じている', alone: 'もどかしさを感じている' },
  { words: ['疲れ', 'しんどい', '余裕がな'], said: 'で疲れがたまっている', alone: '疲れがたまっている' },
  { words: ['つらい', '辛い', '苦しい'], said: 'をつらく感じている', alone: 'つらさを抱えている' },
  { words: ['落ち込', 'へこん', '凹ん', '自己嫌悪'], said: 'で気持ちが沈んでいる', alone: '気持ちが沈んでいる' },
  { words: ['嬉しい', 'うれしい', '嬉しかっ', 'うれしかっ', 'よかった', '良かった', 'ほっと'], said: 'に手応えを感じている', alone: '手応えを感じている' },
].map((emotion) => ({ ...emotion, words: emotion.words.map(fold) }));

/** The emotion a message names last (where Japanese puts how one feels), as the coach says it back; null when it names none. */
export function emotionOf(text: string): { said: string; alone: string } | null {
  const folded = fold(text);
  let found: { said: string; alone: string } | null = null;
  let at = -1;
  for (const emotion of EMOTIONS) {
    for (const word of emotion.words) {
      const i = folded.lastIndexOf(word);
      if (i > at) {
        at = i;
        found = emotion;
      }
    }
  }
  return found;
}

const CLOSING = /(終わりにし|おわりにし|終了|これで大丈夫|今日はここまで|以上です|まとめてくださ|まとめてほし|十分です|もう大丈夫)/;
const THANKS = /(ありがと|助かりました|参考になりました|感謝します)/;
const ASKS_END = /([?？]|でしょうか|ですか|ますか|ませんか|のか|かな|だろうか|べきか)[。\s]*$/;
const ASKS = /(教えて|知りたい|アドバイス|ヒント|コツは|方法は|どうすれば(いい|よい)でしょう|何から始め|どうしたらいい\?)/;
const WONDERS = /^(どう|どうやって|どのように|どんな|なぜ|何を|なにを|何から|いつ|どこまで|どれくらい)/;
const PLAN = /(てみます|でみます|みようと思います|ことにします|ようにします|始めます|決めました|つもりです|予定です|入れます|伝えます|聞いてみます|話してみます|取り組みます)/;
const GOAL = /(たい[。!！]?$|たいです|てほしい|でほしい|したい|なりたい|高めたい|増やしたい|つくりたい|作りたい|育てたい|目指し|目標は|ようにしたい|できるようになりたい|変えたい|築きたい)/;

/** The kind of message: a question is answered before anything is asked back. */
export function intentOf(text: string): Intent {
  const t = text.normalize('NFKC').trim();
  if (CLOSING.test(t)) return 'closing';
  if (THANKS.test(t) && !ASKS_END.test(t) && t.length < 40) return 'thanks';
  if (ASKS_END.test(t) || ASKS.test(t)) return 'question';
  if (WONDERS.test(t) && !/[。!！]$/.test(t)) return 'question';
  if (PLAN.test(t)) return 'plan';
  if (emotionOf(t)) return 'feeling';
  if (GOAL.test(t)) return 'goal';
  return 'statement';
}

/** Whether a text mentions one of the topic's keywords. */
export function mentions(topic: Topic, text: string): boolean {
  const folded = fold(text);
  return (TOPICS.find((t) => t.id === topic.id)?.folded ?? []).some((keyword) => folded.includes(keyword));
}
