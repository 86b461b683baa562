import { MS_QUADRANT_LABELS, type MsQuadrant, type OneOnOneQuadrant } from '@pivot/rules';
import { APPROACHES } from '../../../one-on-one/index.js';
import type { Citation } from '../../events/coaching-session.events.js';
import type { CoachReply, CoachRequest } from '../coach.port.js';
import { userAnswers } from '../coaching-model.js';
import { cardById } from '../concept-cards.js';
import type { BoardMemberFact, BoardMoveFact, CoachContext, OneOnOneFact } from './coach-context.js';

/**
 * The coach's reading of a board (decision 0076): the opening of a session started from the MS
 * board or from a member's 1on1, written from the gathered facts only (names, quadrants, levels
 * and day counts exactly as the boards hold them), in whole sentences, ending on one open question.
 * The same facts go into a provider's system prompt (`boardFactsPrompt`), and later turns name
 * the facts of the members the user mentions (`replyWithBoardFacts`).
 */

/**
 * How the books would work with each area of the MS board. Mindset before skill: a member whose
 * mindset is low is listened to first (mother-like kindness); one whose mindset is high is held to
 * clear standards (father-like strictness); the owner quadrant is given room and a say.
 */
const MS_APPROACHES: Readonly<Record<MsQuadrant, { text: string; cardId: string }>> = {
  lowLow: {
    text: 'まずは安心して話せる関係をつくり、助言より先に話を聴きましょう。小さな役割と小さな成功を一緒に積み重ね、信頼とマインドが育ってからスキルの課題に進みます。',
    cardId: 'concept:trust-building',
  },
  highSkill: {
    text: 'スキルは十分にあるので、マインドに目を向けましょう。母性的な優しさで話を最後まで聴き、働く理由や心のブレーキを一緒に見つめ直すことが先決です。',
    cardId: 'concept:mindset-improvement',
  },
  highMindset: {
    text: '意欲は十分にあるので、父性的な厳しさで期待する水準をはっきり伝え、事実に基づくフィードバックでスキルを伸ばしましょう。目指す位置といまの位置の差を一緒に確かめ、次に身につけることを一つに絞るのが近道です。',
    cardId: 'worksheet:growth-map',
  },
  highHigh: {
    text: '任せる範囲を広げ、チームの方向性や課題を対等に話し合う相手として関わりましょう。次のリーダーとして何に挑戦したいかを本人の言葉で引き出すことが、さらなる成長につながります。',
    cardId: 'worksheet:climbing-team',
  },
};

/** The concept card behind each 1on1 approach (the 1on1 board's quadrants). */
const ONE_ON_ONE_CARDS: Readonly<Record<OneOnOneQuadrant, string>> = {
  strategy: 'worksheet:climbing-team',
  mindset_improvement: 'concept:trust-building',
  trust_building: 'concept:mindset-improvement',
  mixed: 'concept:trust-building',
};

/** The order the analysis goes through the areas: who needs attention first. */
const QUADRANT_ORDER: readonly MsQuadrant[] = ['lowLow', 'highSkill', 'highMindset', 'highHigh'];

const label = (quadrant: MsQuadrant) => `「${MS_QUADRANT_LABELS[quadrant]}」`;
const san = (name: string) => `${name}さん`;
const list = (items: readonly string[]) => items.join('、');
const percent = (level: number) => `${Math.round(level * 100)}%`;
const daysAgo = (days: number) => (days === 0 ? '今日' : `${days}日前`);

/** `2026-11-25` → `2026年11月25日`. */
export function japaneseDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

const levels = (p: { skillLevel: number; mindsetLevel: number }) => `スキル${p.skillLevel}、マインド${p.mindsetLevel}`;

/** "山田 太郎さんは「育成・支援」から「活躍・リーダー候補」へ移りました（…）。" */
function moveSentence(move: BoardMoveFact): string {
  const where =
    move.from.quadrant === move.to.quadrant
      ? `${san(move.name)}は${label(move.to.quadrant)}の中で位置を変えました`
      : `${san(move.name)}は${label(move.from.quadrant)}から${label(move.to.quadrant)}へ移りました`;
  const times = move.moves > 1 ? `${move.moves}回の移動で、` : '';
  const change = `スキル${move.from.skillLevel}→${move.to.skillLevel}、マインド${move.from.mindsetLevel}→${move.to.mindsetLevel}`;
  return `${where}（${times}${change}、最後の移動は${daysAgo(move.daysAgo)}）。`;
}

const signed = (change: number) => (change === 0 ? '±0' : change > 0 ? `+${change}` : `${change}`);

/**
 * Who moved: those who crossed into another area one by one (from, to, levels, when), those who
 * moved within their area together with their changes, so a large team's moves stay readable.
 */
function movesParagraph(context: CoachContext): string {
  const days = context.recentDays;
  if (context.moves.length === 0) return `直近${days}日間に位置が動いたメンバーはいません。`;
  const crossed = context.moves.filter((m) => m.from.quadrant !== m.to.quadrant);
  const within = context.moves.filter((m) => m.from.quadrant === m.to.quadrant);
  const sentences = [`直近${days}日間に位置が動いたのは${context.moves.length}人です。`];
  if (crossed.length > 0) sentences.push(`象限をまたいだのは${crossed.length}人です。`, ...crossed.map(moveSentence));
  else sentences.push('象限をまたいだメンバーはいません。');
  if (within.length > 0) {
    const changes = within.map((m) => `${san(m.name)}（スキル${signed(m.to.skillLevel - m.from.skillLevel)}、マインド${signed(m.to.mindsetLevel - m.from.mindsetLevel)}）`);
    sentences.push(`同じ象限の中で動いたのは、${list(changes)}です。`);
  }
  return sentences.join('');
}

/** "あなたとの最後の1on1は2026年11月18日（7日前）です。" or that none is recorded. */
function lastSessionSentence(fact: OneOnOneFact, subject = 'あなたとの'): string {
  if (fact.lastSessionDate === null || fact.daysSinceSession === null) return `${subject}1on1は、まだ記録がありません。`;
  return `${subject}最後の1on1は${japaneseDate(fact.lastSessionDate)}（${daysAgo(fact.daysSinceSession)}）です。`;
}

function oneOnOneSentence(fact: OneOnOneFact): string {
  const approach = APPROACHES[fact.quadrant];
  return `1on1マトリックスでは「${approach.label}」の位置です（信頼度${percent(fact.trustLevel)}、マインド${percent(fact.mindsetLevel)}）。`;
}

function boardSentence(member: BoardMemberFact): string {
  return `MSマトリックスでは${label(member.quadrant)}にいます（${levels(member)}）。`;
}

/** The 1on1 cadence: who has not been talked to for longer than the board's rule, who never, who is not on the 1on1 board. */
function cadenceSentences(context: CoachContext): string[] {
  const overdue = context.oneOnOnes.filter((o) => o.overdue && o.daysSinceSession !== null).sort((a, b) => b.daysSinceSession! - a.daysSinceSession!);
  const never = context.oneOnOnes.filter((o) => o.daysSinceSession === null);
  const held = new Set(context.oneOnOnes.map((o) => o.memberId));
  const notOnBoard = context.members.filter((m) => !held.has(m.memberId));
  const sentences: string[] = [];
  if (overdue.length > 0) {
    sentences.push(`あなたとの1on1が${context.overdueDays}日より空いているのは、${list(overdue.map((o) => `${san(o.name)}（最後の1on1から${o.daysSinceSession}日）`))}です。`);
  }
  if (never.length > 0) sentences.push(`${list(never.map((o) => san(o.name)))}とは、まだ1on1の記録がありません。`);
  if (notOnBoard.length > 0) sentences.push(`${list(notOnBoard.map((m) => san(m.name)))}は、まだあなたの1on1マトリックスに載っていません。`);
  if (context.oneOnOnes.length > 0 && overdue.length === 0 && never.length === 0) {
    sentences.push(`1on1マトリックスに載っている${context.oneOnOnes.length}人とは、全員と${context.overdueDays}日以内に1on1ができています。`);
  }
  return sentences;
}

/** One line per area of the board that has members: who is there, and how the books would work with them. */
function approachLines(members: readonly BoardMemberFact[]): { lines: string[]; citations: Citation[] } {
  const lines: string[] = [];
  const citations: Citation[] = [];
  for (const quadrant of QUADRANT_ORDER) {
    const there = members.filter((m) => m.quadrant === quadrant);
    if (there.length === 0) continue;
    const approach = MS_APPROACHES[quadrant];
    const card = cardById(approach.cardId)!;
    lines.push(`・${label(quadrant)}の${list(there.map((m) => san(m.name)))}: ${approach.text}手がかりは『${card.title}』です。`);
    citations.push({ id: card.id, title: card.title });
  }
  return { lines, citations };
}

function msBoardAnalysis(context: CoachContext): { content: string; citations: Citation[] } {
  const date = japaneseDate(context.today);
  if (context.members.length === 0) {
    const intro =
      context.scope === 'team'
        ? 'このチームのMSマトリックスには、まだメンバーが配置されていません。誰をどこに置くかを考えるところから始めましょう。'
        : 'このチームのMSマトリックスに、あなたはまだ配置されていません。いまの自分の強みと伸ばしたいことを言葉にするところから始めましょう。';
    return { content: `${intro}\n${context.scope === 'team' ? '最初に配置したいのは誰ですか？' : 'いま、いちばん伸ばしたいことは何ですか？'}`, citations: [] };
  }
  const paragraphs: string[] = [];
  paragraphs.push(
    context.scope === 'team'
      ? `このチームのMSマトリックス（${context.members.length}人）を、${date}時点の事実から読み解きました。`
      : `あなたが見られるのはボード上のあなた自身の位置だけなので、その範囲で${date}時点の事実をまとめました。`,
  );
  paragraphs.push(movesParagraph(context));
  if (context.stalled.length > 0) {
    paragraphs.push(`${context.stalledWeeks}週間以上位置が動いていないのは、${list(context.stalled.map((m) => `${san(m.name)}（${m.daysSinceMove}日）`))}です。`);
  }
  const cadence = cadenceSentences(context);
  if (cadence.length > 0) paragraphs.push(cadence.join(''));
  const { lines, citations } = approachLines(context.members);
  paragraphs.push(['いまの位置ごとに、本の考え方から関わり方を整理します。', ...lines].join('\n'));
  paragraphs.push(context.scope === 'team' ? 'この中で、誰から話を始めますか？' : 'いまの位置から、次はどこを目指したいですか？');
  return { content: paragraphs.join('\n'), citations };
}

function oneOnOneAnalysis(context: CoachContext): { content: string; citations: Citation[] } {
  const focus = context.focus!;
  const name = san(focus.name);
  const sentences: string[] = [`${name}との1on1に向けて、${japaneseDate(context.today)}時点の事実をまとめました。`];
  const citations: Citation[] = [];
  if (focus.oneOnOne) {
    sentences.push(oneOnOneSentence(focus.oneOnOne), lastSessionSentence(focus.oneOnOne));
    if (focus.oneOnOne.overdue && focus.oneOnOne.daysSinceSession !== null) sentences.push(`1on1ボードの目安の${context.overdueDays}日を過ぎています。`);
  } else {
    sentences.push(`${name}は、まだあなたの1on1マトリックスに載っていません。`);
  }
  if (focus.board) {
    sentences.push(boardSentence(focus.board));
    const move = context.moves.find((m) => m.memberId === focus.memberId);
    if (move) sentences.push(`直近${context.recentDays}日間では、${moveSentence(move)}`);
  }
  const paragraphs = [sentences.join('')];
  if (focus.oneOnOne) {
    const approach = APPROACHES[focus.oneOnOne.quadrant];
    const card = cardById(ONE_ON_ONE_CARDS[focus.oneOnOne.quadrant])!;
    paragraphs.push(`「${approach.label}」の位置で勧められる関わり方です。${approach.recommendedApproach}手がかりは『${card.title}』です。`);
    citations.push({ id: card.id, title: card.title });
  } else if (focus.board) {
    const approach = MS_APPROACHES[focus.board.quadrant];
    const card = cardById(approach.cardId)!;
    paragraphs.push(`${label(focus.board.quadrant)}の位置では、${approach.text}手がかりは『${card.title}』です。`);
    citations.push({ id: card.id, title: card.title });
  }
  paragraphs.push(`次の1on1で、${name}にまず何を聞いてみたいですか？`);
  return { content: paragraphs.join('\n'), citations };
}

/** The opening of a session started from a board: the analysis of its facts, ending on one open question. */
export function boardAnalysis(context: CoachContext): { content: string; citations: Citation[] } {
  return context.source === 'one-on-one' && context.focus ? oneOnOneAnalysis(context) : msBoardAnalysis(context);
}

/** What the boards say of one member, in whole sentences. */
function memberFacts(context: CoachContext, memberId: string, name: string): string {
  const board = context.members.find((m) => m.memberId === memberId);
  const oneOnOne = context.oneOnOnes.find((o) => o.memberId === memberId);
  const move = context.moves.find((m) => m.memberId === memberId);
  const parts = [`${san(name)}について、ボードの事実を添えます。`];
  if (board) parts.push(boardSentence(board));
  if (move) parts.push(`直近${context.recentDays}日間では、${moveSentence(move)}`);
  if (oneOnOne) parts.push(oneOnOneSentence(oneOnOne), lastSessionSentence(oneOnOne));
  return parts.join('');
}

/** The members of the board a message names: by full name, or by a family name only one of them has. */
function namedIn(context: CoachContext, message: string): { memberId: string; name: string }[] {
  const text = message.normalize('NFKC').replace(/\s+/g, '');
  const people = new Map<string, string>();
  for (const m of [...context.members, ...context.oneOnOnes]) people.set(m.memberId, m.name);
  const familyCount = new Map<string, number>();
  for (const name of people.values()) {
    const family = name.split(/\s+/)[0];
    familyCount.set(family, (familyCount.get(family) ?? 0) + 1);
  }
  return [...people]
    .filter(([, name]) => {
      const full = name.normalize('NFKC').replace(/\s+/g, '');
      const family = name.split(/\s+/)[0];
      return text.includes(full) || (familyCount.get(family) === 1 && family.length > 0 && text.includes(family.normalize('NFKC')));
    })
    .map(([memberId, name]) => ({ memberId, name }));
}

async function* prefixed(first: string, rest: AsyncIterable<string>): AsyncIterable<string> {
  yield first;
  yield* rest;
}

/**
 * A later turn of a board session: the coach's ordinary reply (`answer`, without the board), led
 * by the board's facts on each member the user's message names, so names and figures stay the board's.
 */
export async function replyWithBoardFacts(request: CoachRequest & { context: CoachContext }, answer: (plain: CoachRequest) => Promise<CoachReply>): Promise<CoachReply> {
  const { context, ...plain } = request;
  const reply = await answer(plain);
  const named = namedIn(context, userAnswers(request.history).at(-1) ?? '');
  if (named.length === 0) return reply;
  return { citations: reply.citations, chunks: prefixed(`${named.map((m) => memberFacts(context, m.memberId, m.name)).join('\n')}\n`, reply.chunks) };
}

/** The board's facts for a provider's system prompt: the same facts and approaches, with the rule to use them as they are. */
export function boardFactsPrompt(context: CoachContext): string {
  const people = new Map<string, string>();
  for (const m of [...context.members, ...context.oneOnOnes]) people.set(m.memberId, m.name);
  const lines = [
    `ボードの事実（${japaneseDate(context.today)}時点。名前・位置・数字はこのとおりに使い、推測で補わないでください）:`,
    ...[...people].map(([memberId, name]) => `- ${memberFacts(context, memberId, name)}`),
  ];
  if (context.stalled.length > 0) lines.push(`- ${context.stalledWeeks}週間以上動いていない: ${list(context.stalled.map((m) => `${san(m.name)}（${m.daysSinceMove}日）`))}`);
  const cadence = cadenceSentences(context);
  if (cadence.length > 0) lines.push(`- 1on1の間隔: ${cadence.join('')}`);
  lines.push('位置ごとの関わり方:', ...approachLines(context.members).lines);
  if (context.focus?.oneOnOne) lines.push(`この1on1の関わり方（${APPROACHES[context.focus.oneOnOne.quadrant].label}）: ${APPROACHES[context.focus.oneOnOne.quadrant].recommendedApproach}`);
  return lines.join('\n');
}
