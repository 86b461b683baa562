import type { Citation, SessionType } from '../../events/coaching-session.events.js';
import type { CoachPassage } from '../coach-knowledge.port.js';
import type { CoachTurn } from '../coach.port.js';
import { cardById } from '../concept-cards.js';
import { trimToSentences } from '../sentences.js';
import { answersOf, passageFor, stageLabel } from './conversation.js';
import { topicById } from './lexicon.js';
import { nextStageOf, quadrantOf, threadOf } from './thread.js';

/** A passage the prompt may show: a knowledge entry's or a card's (tests pass title and snippet only). */
export type PromptPassage = Pick<CoachPassage, 'title' | 'snippet'> & Partial<Pick<CoachPassage, 'id' | 'score'>>;

const INTENT_RULES: Record<string, string> = {
  question: 'ユーザーは質問しています。まず質問に答えてください（本の考え方を完結した文で2〜4文、ユーザーの状況に当てはめて）。そのあとで、話を深める開かれた質問を一つだけしてください。',
  statement: 'ユーザーは状況を話しています。あなた自身の言葉で短く受け止め（言い換え）、次の段階について開かれた質問を一つだけしてください。',
  feeling: 'ユーザーは気持ちを話しています。その気持ちをあなた自身の言葉で受け止め、次の段階について開かれた質問を一つだけしてください。',
  goal: 'ユーザーは目指すことを話しています。目指す姿をあなた自身の言葉で受け止め、次の段階について開かれた質問を一つだけしてください。',
  plan: 'ユーザーは次の一歩を決めました。ここまでの要約を完結した文で書き、具体的な次の一歩を1〜3個、番号付きで示してください。質問はしないでください。',
  thanks: 'ユーザーはお礼を言っています。短く応え、まだ扱っていない段階があれば開かれた質問を一つだけしてください。',
  closing: 'ユーザーは終わりにしたいと言っています。ここまでの要約を完結した文で書き、具体的な次の一歩を1〜3個、番号付きで示してください。質問はしないでください。',
};

/**
 * The coaching conversation of decision 0074 as a system prompt: the same reading of the thread
 * and the message as the offline coach (`threadOf`, the lexicon), the same grounding (the topic's
 * concept card and the passage that speaks to it, trimmed at sentences), and the rules of a turn.
 * Answers the prompt and what the reply cites.
 */
export function conversationPrompt(
  sessionType: SessionType,
  topicOfSession: string | null,
  history: readonly CoachTurn[],
  passages: readonly PromptPassage[],
): { prompt: string; citations: Citation[] } {
  const thread = threadOf(sessionType, history);
  const latest = thread.messages.at(-1);
  const topic = latest && latest.topic.id !== 'general' ? latest.topic : thread.recentTopic;
  const card = cardById(answersOf(topic).answers[0].cardId) ?? cardById(topicById('general').cardId);
  const found = passageFor(topic, passages.map((p) => ({ id: p.id ?? '', title: p.title, snippet: p.snippet, score: p.score ?? 0 })));
  const next = nextStageOf(thread);
  const known = [
    thread.person && `話題のメンバー: ${thread.person}（名前で呼んでください）`,
    ...thread.stages.filter((s) => s.answer).map((s) => `${stageLabel(s.key)}: ${trimToSentences(s.answer!, 80)}`),
    thread.tried.length > 0 && `すでに試したこと: ${thread.tried.map((t) => trimToSentences(t, 60)).join(' / ')}`,
    quadrantOf(thread) && `MSマトリックス上の位置: ${quadrantOf(thread)}`,
    thread.trust && `信頼関係: ${thread.trust === 'high' ? 'ある' : 'まだ育っている途中'}`,
  ].filter(Boolean);
  const grounding = [card && `- 『${card.title}』: ${card.text}`, ...passages.map((p) => `- 『${p.title}』: ${trimToSentences(p.snippet, 160)}`)].filter(Boolean);
  const prompt = [
    'あなたは書籍「ピボット」（心のブレーキ、アクセルとブレーキ、氷山モデル、影響の輪、視点を変える、悩みを減らす、未来の目標）と「全員経営」（全員が当事者として動く、MSマトリックス、1on1、信頼、心理的安全性、任せる、フィードバックとフィードフォワード）の考え方に基づく、経験豊かなマネジメントコーチです。日本語で、温かく具体的に話してください。',
    `セッションの種類: ${sessionType}。テーマ: ${topicOfSession ?? '（未設定）'}。`,
    `進め方: ${thread.stages.map((s) => stageLabel(s.key)).join(' → ')}。次に扱う段階: ${next ? stageLabel(next) : 'まとめ'}。質問への回答では段階を進めないでください。`,
    INTENT_RULES[latest?.intent ?? 'statement'],
    'ルール: ユーザーの文をそのまま引用して繰り返さない（15文字を超えて同じ言葉を続けない）。すべての文を「。」「！」「？」で終える。「…」で文を途切れさせない。疑問符は返答全体で一つまで、使うなら最後の文だけ。下の参考から一つの考え方を『タイトル』の形で名前を挙げて結びつける。助言を並べすぎない。',
    known.length > 0 ? `すでに分かっていること（もう一度聞かないでください）:\n${known.map((k) => `- ${k}`).join('\n')}` : 'まだ分かっていることはありません。',
    '参考:',
    ...grounding,
  ].join('\n');
  const citations = [card, found].filter((p): p is NonNullable<typeof p> => Boolean(p && p.id)).map((p) => ({ id: p.id, title: p.title }));
  return { prompt, citations: citations.filter((c, i) => citations.findIndex((d) => d.id === c.id) === i) };
}
