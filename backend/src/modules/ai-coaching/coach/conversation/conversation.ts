import type { Citation, SessionType } from '../../events/coaching-session.events.js';
import type { CoachPassage } from '../coach-knowledge.port.js';
import type { CoachClosing, CoachTurn } from '../coach.port.js';
import { cardById } from '../concept-cards.js';
import { closed, sentencesOf, trimToSentences } from '../sentences.js';
import bank from './answer-bank.json' with { type: 'json' };
import { emotionOf, fold, mentions, topicById, type Topic } from './lexicon.js';
import { GROW_STAGES, REFLECTION_STAGES } from './stages.js';
import { answerOf, nextStageOf, quadrantOf, threadOf, type Thread, type UserMessage } from './thread.js';

/**
 * The coaching conversation both coaches follow (decision 0074): a question is answered first,
 * from the books, in the user's situation, then at most one open question; a statement or a
 * feeling is acknowledged in the coach's own words (never echoed), then one question about the
 * next stage that is not yet known. When the last stage is answered, or the user is done, the
 * reply closes with a summary and one to three next steps, the same as the session's closing.
 */

interface Answer {
  cardId: string;
  text: string;
}

interface TopicAnswers {
  answers: Answer[];
  questions: string[];
  bridge: string;
  step: string;
}

const BANK: Readonly<Record<string, TopicAnswers>> = bank;
export const answersOf = (topic: Topic): TopicAnswers => BANK[topic.id] ?? BANK.general;

/** What stands for the member in a sentence: their name, or 「相手」. */
const memberOf = (thread: Thread) => thread.person ?? '相手';
const fill = (text: string, thread: Thread) => text.replaceAll('{member}', memberOf(thread));

const stageByKey = new Map([...GROW_STAGES, ...REFLECTION_STAGES].map((stage) => [stage.key, stage]));
export const stageLabel = (key: string) => stageByKey.get(key)?.label ?? key;

/** The stage's question: after what was tried, or about the member when one is named. */
function stageQuestion(key: string, thread: Thread): string {
  const stage = stageByKey.get(key)!;
  if (stage.afterTried && thread.tried.length > 0) return stage.afterTried;
  return thread.person ? fill(stage.about, thread) : stage.question;
}

/**
 * The passage that speaks to the topic: the best book passage (a knowledge entry) that mentions
 * it, else the topic's own concept card when the lookup found it, else none (the caller falls back
 * on the topic's card). A message on no topic takes the best passage found.
 */
export function passageFor(topic: Topic, passages: readonly CoachPassage[]): CoachPassage | null {
  if (topic.id === 'general') return passages[0] ?? null;
  const fromBooks = passages.find((p) => !cardById(p.id) && mentions(topic, `${p.title} ${p.snippet}`));
  return fromBooks ?? passages.find((p) => p.id === topic.cardId) ?? null;
}

const cardPassage = (cardId: string): CoachPassage | null => {
  const card = cardById(cardId);
  return card ? { id: card.id, title: card.title, snippet: card.text, score: 0 } : null;
};

/** Where the member stands, in a sentence of the books' approach, when the user said so. */
function situationOf(thread: Thread): string | null {
  const member = memberOf(thread);
  const quadrant = quadrantOf(thread);
  if (quadrant) {
    const approach: Record<string, string> = {
      'high/high': '目的と判断の範囲を渡して任せることが、本の勧める関わり方です。',
      'high/low': 'やり方を一緒に確かめながら小さく任せ、できたことを言葉にして返すと伸びていきます。',
      'low/high': '教えるより先に、働く理由や心のブレーキを一緒に見つめ直すことが勧められています。',
      'low/low': 'まず信頼関係を築き、小さな成功を一緒に積み重ねるところから始めます。',
    };
    return `${member}が${quadrant}状態なら、${approach[`${thread.mindset}/${thread.skill}`]}`;
  }
  if (thread.trust === 'low') return `${member}との信頼がまだ育っている途中なら、助言より先に、話を最後まで聴くことを優先してください。`;
  if (thread.trust === 'high') return `${member}との信頼がすでにあるなら、一歩踏み込んだ問いかけをしても受け止めてもらえるはずです。`;
  if (thread.mindset === 'low') return `${member}のマインドが下がっているなら、教えるより先に、働く理由や心のブレーキを一緒に見つめ直すことから始めましょう。`;
  return null;
}

/** A whole sentence of a knowledge passage to show beside the answer, if it has one that is short enough. */
function bookSentence(passage: CoachPassage): string | null {
  return sentencesOf(passage.snippet).find((s) => s.length >= 12 && s.length <= 110 && !/[?？]/.test(s)) ?? null;
}

const ACKNOWLEDGE_STATEMENT = [
  '{about}{concern}が、いま気になっているのですね。',
  'なるほど、{about}{concern}が今日の焦点なのですね。',
  '{about}{concern}について、様子が見えてきました。',
];

/** What the coach says to an answer of a stage, in its own words. */
const STAGE_ACKNOWLEDGEMENTS: Record<string, string> = {
  options: '試せそうな案が一つ出てきましたね。',
  practice: '実際に試してみたのですね。やってみたこと自体が大きな一歩です。',
  insights: '大事な気づきですね。やってみたからこそ見えたことだと思います。',
  challenges: 'うまくいかないところも、次の一歩を考える大事な材料です。',
};

/**
 * The acknowledgement of a statement, a feeling or a goal: the coach's own words for what the user
 * is dealing with (the topic's concern, the emotion named, the stage answered), never their sentence.
 */
function acknowledgementOf(message: UserMessage, thread: Thread, topic: Topic, turn: number): string {
  const about = thread.person ? `${thread.person}のことで、` : '';
  if (message.intent === 'plan') return message.stage === thread.stages[thread.stages.length - 1].key ? '具体的な一歩が決まりましたね。' : 'やってみたいことが、もう見えているのですね。';
  if (message.intent === 'goal' || message.stage === 'goal') return topic.id === 'general' ? '目指したい姿が見えてきました。' : `${topic.aim}を目指したいのですね。`;
  if (message.stage && STAGE_ACKNOWLEDGEMENTS[message.stage]) return STAGE_ACKNOWLEDGEMENTS[message.stage];
  if (!message.stage && thread.tried.at(-1) === message.text) return 'すでに手を打ってきたのですね。その経験は次の一歩の材料になります。';
  const emotion = emotionOf(message.text);
  if (emotion) return topic.id === 'general' ? `${about}${emotion.alone}のですね。` : `${about}${topic.concern}${emotion.said}のですね。`;
  return ACKNOWLEDGE_STATEMENT[turn % ACKNOWLEDGE_STATEMENT.length].replace('{about}', about).replace('{concern}', topic.concern);
}

/** Character pairs of a folded text: how close an answer's wording is to the question. */
function pairs(text: string): Set<string> {
  const t = fold(text).replace(/[\s、。！？!?「」『』（）()]/g, '');
  const out = new Set<string>();
  for (let i = 0; i < t.length - 1; i++) out.add(t.slice(i, i + 2));
  return out;
}

/** Whether the coach already said this in the session. */
const said = (history: readonly CoachTurn[], text: string) => history.some((turn) => turn.role === 'assistant' && turn.content.includes(text));

/**
 * The answer of the topic that speaks most closely to the question (shared character pairs), one
 * not given yet in the session when there is one; the turn breaks ties.
 */
function answerFor(entry: TopicAnswers, question: string, turn: number, thread: Thread, history: readonly CoachTurn[]): Answer {
  const asked = pairs(question);
  const overlap = (answer: Answer) => [...pairs(answer.text)].filter((pair) => asked.has(pair)).length;
  const fresh = entry.answers.filter((answer) => !said(history, fill(answer.text, thread)));
  const pool = fresh.length > 0 ? fresh : entry.answers;
  let best = pool[turn % pool.length];
  for (const answer of pool) if (overlap(answer) > overlap(best)) best = answer;
  return best;
}

/** The first of the candidates the coach has not asked yet in this session. */
function unasked(candidates: readonly string[], history: readonly CoachTurn[]): string | null {
  return candidates.find((q) => !said(history, q)) ?? null;
}

export interface ConversationReply {
  text: string;
  citations: Citation[];
}

const citationOf = (passage: Pick<CoachPassage, 'id' | 'title'>): Citation => ({ id: passage.id, title: passage.title });

/**
 * The coach's reply to the latest message, from the history and the passages the knowledge found
 * for it (best first).
 */
export function conversationReply(sessionType: SessionType, history: readonly CoachTurn[], passages: readonly CoachPassage[]): ConversationReply {
  const thread = threadOf(sessionType, history);
  const latest: UserMessage = thread.messages[thread.messages.length - 1] ?? { text: '', intent: 'statement', topic: topicById('general'), stage: null, asked: null };
  const topic = latest.topic.id !== 'general' ? latest.topic : thread.recentTopic;
  const bankEntry = answersOf(topic);
  const turn = thread.messages.length;
  const lastStage = thread.stages[thread.stages.length - 1];
  const closingNow = latest.intent === 'closing' || (thread.done && lastStage.answer === latest.text && latest.text !== '');

  if (closingNow) {
    const closing = conversationClosing(sessionType, history, []);
    const summary = summaryOf(thread, { withoutLastStage: true });
    const steps = closing.recommendations.map((r, i) => `${i + 1}. ${r.description}`);
    const opener = latest.intent === 'plan' ? '具体的な一歩が決まりましたね。' : 'ありがとうございました。';
    const text = [`${opener}ここまでの話をまとめます。`, ...(summary ? [summary] : []), '次の一歩：', ...steps, '「セッションを終了」を押すと、このまとめと次の一歩が保存されます。'].join('\n');
    const card = cardPassage(bankEntry.answers[0].cardId) ?? cardPassage(stageByKey.get(lastStage.key)!.cardId);
    return { text, citations: card ? [citationOf(card)] : [] };
  }

  const next = nextStageOf(thread);
  const nextQuestion = next ? stageQuestion(next, thread) : 'いまの話で、まだ言葉になっていないことがあるとしたら何でしょうか？';

  if (latest.intent === 'question') {
    const answer = answerFor(bankEntry, latest.text, turn, thread, history);
    const card = cardPassage(answer.cardId);
    const found = passageFor(topic, passages);
    const parts = [fill(answer.text, thread)];
    const situation = situationOf(thread);
    if (situation) parts.push(situation);
    const citations: Citation[] = [];
    const sentence = found && found.id !== answer.cardId ? bookSentence(found) : null;
    if (found && sentence) {
      parts.push(`本の『${found.title}』には、こうあります。${closed(sentence)}`);
      citations.push(citationOf(found));
    } else if (card) parts.push(`これは『${card.title}』の考え方です。`);
    if (card && !citations.some((c) => c.id === card.id)) citations.unshift(citationOf(card));
    const question = unasked(bankEntry.questions.map((q) => fill(q, thread)), history) ?? nextQuestion;
    return { text: `${parts.join('')}\n${question}`, citations };
  }

  if (latest.intent === 'thanks') {
    return { text: `こちらこそ、話してくれてありがとうございます。\n${nextQuestion}`, citations: [] };
  }

  // A statement, a feeling, a goal or a plan: acknowledged in the coach's words, grounded, then the next stage's question.
  const found = passageFor(topic, passages);
  const answeredKey = thread.stages.filter((s) => s.answer !== null).at(-1)?.key ?? thread.stages[0].key;
  const passage = found ?? cardPassage(topic.id === 'general' ? stageByKey.get(answeredKey)!.cardId : topic.cardId);
  const ack = acknowledgementOf(latest, thread, topic, turn);
  // The topic's idea and the passage are named once in a session; later turns stay short.
  const bridge = topic.id === 'general' || said(history, bankEntry.bridge) ? '' : bankEntry.bridge;
  const named = passage && !said(history, `『${passage.title}』`) ? passage : null;
  const grounding = named ? `${bridge}『${named.title}』の考え方が、ここでの手がかりになりそうです。` : bridge;
  // The stage is named when this message moved the session on to it.
  // A message that answered another stage than the one asked says so: the user sees where the session stands.
  const elsewhere = latest.stage && latest.stage !== latest.asked ? `いまのお話で、${stageLabel(latest.stage)}が見えてきました。` : '';
  const stageLine = next && latest.stage ? `${elsewhere}ここからは${stageLabel(next)}を一緒に見ていきます。` : '';
  return { text: `${ack}${grounding}\n${stageLine}${nextQuestion}`, citations: named ? [citationOf(named)] : [] };
}

/* ---------------------------------------------------------------- closing */

const STEP_TITLES: Record<SessionType, string> = { coaching: '今週の一歩', planning: '今週の一歩', reflection: '来週のステップ', roleplay: '次の面談で試す' } as Record<SessionType, string>;

/** A session's summary in whole sentences: what it was about, then each stage's answer in the user's words (trimmed at sentences). */
export function summaryOf(thread: Thread, options: { withoutLastStage?: boolean } = {}): string {
  const lines: string[] = [];
  const stages = options.withoutLastStage ? thread.stages.slice(0, -1) : thread.stages;
  if (thread.topic.id !== 'general') lines.push(`${thread.person ? `${thread.person}とのことで、` : ''}${thread.topic.concern}について話しました。`);
  for (const stage of stages) {
    if (stage.answer) lines.push(`${stageLabel(stage.key)}：${trimToSentences(stage.answer.replace(/「/g, '『').replace(/」/g, '』'), 80)}`);
  }
  return lines.join('\n');
}

/** Ends a coaching, planning or reflection session: the summary and one to three next steps. */
export function conversationClosing(sessionType: SessionType, history: readonly CoachTurn[], cited: readonly Citation[]): CoachClosing {
  const thread = threadOf(sessionType, history);
  const recommendations: CoachClosing['recommendations'] = [];
  const will = answerOf(thread, thread.stages[thread.stages.length - 1].key);
  if (will) recommendations.push({ title: STEP_TITLES[sessionType] ?? '今週の一歩', description: trimToSentences(will, 200), category: 'action', priority: 1 });
  if (thread.messages.length > 0) {
    const topic = thread.topic;
    recommendations.push({ title: 'おすすめの関わり方', description: fill(answersOf(topic).step, thread), category: 'suggestion', priority: recommendations.length + 1 });
  }
  const concept = cited[cited.length - 1];
  if (concept) recommendations.push({ title: `「${concept.title}」を書いてみる`, description: `セッションで触れた「${concept.title}」を使って、考えたことを書き出しましょう。`, category: 'worksheet', priority: recommendations.length + 1 });
  return { summary: summaryOf(thread) || 'まだ回答がありません', debrief: null, recommendations: recommendations.slice(0, 3) };
}
