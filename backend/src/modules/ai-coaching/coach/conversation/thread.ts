import type { SessionType } from '../../events/coaching-session.events.js';
import type { CoachTurn } from '../coach.port.js';
import { stagesOf } from './stages.js';
import { fold, intentOf, topicOf, type Intent, type Topic } from './lexicon.js';

/**
 * What a conversation has established so far, derived from its history on every turn (a pure
 * function: nothing is stored beside the events): the stage answers of the coaching model (GROW,
 * or the reflection guide), the member the user talks about, what was tried, the feelings named,
 * and what the user said of the member's mindset, skill and trust. A question fills no stage;
 * any other message fills the stage its words point to, or else the stage the coach asked about.
 */
export type Level = 'high' | 'low';

export interface UserMessage {
  text: string;
  intent: Intent;
  topic: Topic;
  /** The stage this message answered, if any. */
  stage: string | null;
  /** The stage the coach was asking about when the message came (the first one open). */
  asked: string | null;
}

export interface Thread {
  /** The stage keys of the session's model, in order, with the user's answer (their words) or null. */
  stages: { key: string; answer: string | null }[];
  /** The member talked about, as the user names them (「佐藤さん」), the latest one named. */
  person: string | null;
  /** What the user said they had already tried. */
  tried: string[];
  /** The topic of the conversation: the one most of its messages are about. */
  topic: Topic;
  /** The topic of the latest message that had one: what a message without one goes on about. */
  recentTopic: Topic;
  mindset: Level | null;
  skill: Level | null;
  trust: Level | null;
  /** The user's messages, read. The latest is last. */
  messages: UserMessage[];
  /** Every stage has an answer, or the user said they are done. */
  done: boolean;
}


/** The words that say which stage a message answers, whatever was asked. */
const STAGE_MARKERS: Record<string, RegExp> = {
  goal: /(なれば|なっていたら|できれば|したい|なりたい|目指|目標は|ようにしたい|ようになってほしい|状態にしたい|ゴール)/,
  reality: /(最近|いつも|実際|先週|昨日|毎回|ことが多い|ている。?$|ています|でした|ありました|しなくな|減って|増えて)/,
  options: /(のはどうか|どうかと思|てみるのも|てみたら|とか|かもしれない|案として|方法として|選択肢|考えられるのは|という手|もありそう|できそう|試せそう)/,
  will: /(してみます|やってみます|みようと思います|始めます|決めました|つもりです|予定です|入れます|伝えます|聞いてみます|話してみます|取り組みます|明日|来週|今週中|次回の)/,
  practice: /(やってみた|試した|試して|実践|してみた|取り組んだ|聞いてみた|伝えてみた)/,
  insights: /(気づ|気付|わかった|分かった|感じた|発見|学んだ|意外)/,
  challenges: /(うまくいかな|上手くいかな|難しかった|できなかった|課題|引っかか|迷った|悩んだ)/,
  goals: /(来週|次は|次回|してみます|やってみます|続けます|目標)/,
};

/** The stage keys that are a goal: filled by words that say where to get to, not by facts. */
const GOAL_FIRST = new Set(['goal']);

const TRIED = /(試した|試して|やってみた|してみた|伝えた|伝えてみ|話した|話してみた|聞いてみた|声をかけ|注意した|任せてみ|したけど|しましたが|ましたが|(?:聞|聴|訊|言|頼|任せ|誘|勧|褒|ほめ)[いっんせめ]?(?:た|だ)けど|と言われ(?:た|まし))/;

const NOT_NAMES = new Set(['お客', '客', '皆', 'みな', '部下', '上司', '先輩', '後輩', '相手', '本人', '新人', '同僚', 'メンバー', '誰', '他']);
const NAMED = /([一-龥々ァ-ヶー]{1,6}|[A-Za-z]{2,12})(さん|くん|君|ちゃん)/g;

/** The member a message names (「佐藤さん」), if any: the last one it names. */
export function personIn(text: string): string | null {
  let found: string | null = null;
  for (const match of text.normalize('NFKC').matchAll(NAMED)) {
    const name = match[1].replace(/^(部下|後輩|先輩|同僚|新人|メンバー)(の)?/, '');
    if (name && !NOT_NAMES.has(name)) found = `${name}${match[2] === '君' ? 'くん' : match[2]}`;
  }
  return found;
}

const HIGH = /(高い|高く|ある|あります|十分|強い|できている|築けている|厚い)/;
const LOW = /(低い|低く|ない|ありません|足りな|落ちて|下がって|弱い|まだ|薄い|浅い|浅く|築けていな)/;

/** What a message says of the member's mindset, skill or trust: 「マインドは高い」「信頼関係はまだ」. */
function levelIn(text: string, subject: RegExp): Level | null {
  const t = fold(text);
  const at = t.search(subject);
  if (at < 0) return null;
  // What the clause says of it: up to the next 、 or 。.
  const after = t.slice(at).split(/[、。,]/)[0];
  if (LOW.test(after)) return 'low';
  if (HIGH.test(after)) return 'high';
  return null;
}

const MINDSET = /(まいんど|やる気|意欲|もちべーしょん)/;
const SKILL = /(すきる|経験|実力|能力)/;
const TRUST = /(信頼)/;

/**
 * The topic the conversation is about: the one its messages name most, those that set the goal or
 * describe the situation counting double (the later of equals); null when none names one.
 */
function dominantTopic(messages: readonly UserMessage[]): Topic | null {
  const counts = new Map<string, { topic: Topic; n: number }>();
  for (const { topic, stage } of messages) {
    if (topic.id === 'general') continue;
    const weight = stage === 'goal' || stage === 'reality' ? 2 : 1;
    counts.set(topic.id, { topic, n: (counts.get(topic.id)?.n ?? 0) + weight });
  }
  let best: { topic: Topic; n: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.n >= best.n) best = entry;
  return best?.topic ?? null;
}

export function threadOf(sessionType: SessionType, history: readonly CoachTurn[]): Thread {
  const stages = stagesOf(sessionType).map((stage) => ({ key: stage.key, answer: null as string | null }));
  const thread: Thread = { stages, person: null, tried: [], topic: topicOf(''), recentTopic: topicOf(''), mindset: null, skill: null, trust: null, messages: [], done: false };
  for (const turn of history) {
    if (turn.role !== 'user') continue;
    const text = turn.content.trim();
    const message: UserMessage = { text, intent: intentOf(text), topic: topicOf(text), stage: null, asked: stages.find((stage) => stage.answer === null)?.key ?? null };
    thread.messages.push(message);
    thread.person = personIn(text) ?? thread.person;
    if (message.topic.id !== 'general') thread.recentTopic = message.topic;
    thread.mindset = levelIn(text, MINDSET) ?? thread.mindset;
    thread.skill = levelIn(text, SKILL) ?? thread.skill;
    thread.trust = levelIn(text, TRUST) ?? thread.trust;
    if (TRIED.test(text)) thread.tried.push(text);
    if (message.intent === 'closing') thread.done = true;
    if (message.intent === 'question' || message.intent === 'thanks' || message.intent === 'closing') continue;
    const open = stages.filter((stage) => stage.answer === null);
    const last = stages[stages.length - 1];
    // A plan after the last stage revises it; other words after it add to the thread, not to a stage.
    if (open.length === 0) {
      if (message.intent === 'plan') {
        last.answer = text;
        message.stage = last.key;
      }
      continue;
    }
    const marked = (stage: { key: string }) => STAGE_MARKERS[stage.key].test(text);
    // What was already tried, told once the session is under way, is no answer to the stage asked.
    const answered = stages.filter((stage) => stage.answer !== null);
    const more = answered.length > 0 && !open.some(marked) && TRIED.test(text);
    if (more && message.intent !== 'plan' && message.intent !== 'goal') continue;
    // A plan answers the last stage once the session has some ground (two stages); a goal the first.
    // Other words answer the stage they point to, else the first one open; but facts and feelings
    // before any facts were given describe the situation, not the goal, unless they say where to get to.
    const grounded = answered.length >= 2;
    const first = stages[0];
    const candidates = open.filter((stage) => stage !== last);
    const factsFirst = GOAL_FIRST.has(first.key) && !marked(first) && stages[1].answer === null;
    const fitting = factsFirst ? candidates.filter((stage) => stage !== first) : candidates;
    const pointed =
      (message.intent === 'plan' && grounded && open.find((stage) => stage === last)) ||
      (message.intent === 'goal' && open.find((stage) => stage === first)) ||
      fitting.find(marked) ||
      fitting[0] ||
      candidates[0] ||
      open[0];
    pointed.answer = text;
    message.stage = pointed.key;
  }
  if (stages[stages.length - 1].answer !== null) thread.done = true;
  thread.topic = dominantTopic(thread.messages) ?? thread.topic;
  return thread;
}

/** The stage the coach asks about next: the first one without an answer. */
export const nextStageOf = (thread: Thread): string | null => thread.stages.find((stage) => stage.answer === null)?.key ?? null;

export const answerOf = (thread: Thread, key: string): string | null => thread.stages.find((stage) => stage.key === key)?.answer ?? null;

const QUADRANTS: Record<string, string> = {
  'high/high': 'マインドもスキルも高い',
  'high/low': 'マインドは高く、スキルはこれから',
  'low/high': 'スキルはあるが、マインドが下がっている',
  'low/low': 'マインドもスキルもこれから',
};

/** The MS matrix quadrant the user described, in words, when both mindset and skill are known. */
export function quadrantOf(thread: Pick<Thread, 'mindset' | 'skill'>): string | null {
  return thread.mindset && thread.skill ? QUADRANTS[`${thread.mindset}/${thread.skill}`] : null;
}
