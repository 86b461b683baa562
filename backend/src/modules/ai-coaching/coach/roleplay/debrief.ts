import type { Debrief, TurnType } from '../../events/coaching-session.events.js';
import { findScenario } from '../../domain/scenarios.js';
import type { CoachClosing, CoachTurn } from '../coach.port.js';
import { cardById } from '../concept-cards.js';
import { personaOf, playThrough, shortNameOf, type PlayedTurn } from './persona.js';
import { quoteOf } from './turns.js';

/** The kinds of line the debrief lists, in its order, with their Japanese names. */
const LABELS: Record<TurnType, string> = {
  open: '開かれた質問',
  closed: '閉じた質問（はい・いいえで終わる質問）',
  empathy: '気持ちを受け止める言葉',
  summary: '要約・言い換え',
  praise: '承認の言葉',
  advice: '助言・解決策',
  directive: '責める・指示する言い方',
  interruption: '本音を言いかけたときの話題転換',
  neutral: 'そのほかの発言',
};
/** At most this many quotes per kind (the count stays exact). */
const QUOTES = 5;

const example = (turns: readonly PlayedTurn[]) => `「${quoteOf(turns[0].line)}」`;
const examples = (turns: readonly PlayedTurn[]) =>
  turns
    .slice(0, 2)
    .map((t) => `「${quoteOf(t.line)}」`)
    .join('');

/** A better line for one weak turn: blame first, then advice before listening, a dropped concern, a closed question, a line that asked nothing. */
function betterLineOf(turns: readonly PlayedTurn[]): Debrief['betterLine'] {
  const weak: ((t: PlayedTurn) => boolean)[] = [
    (t) => t.type === 'directive',
    (t) => t.type === 'advice' && !t.before.revealed,
    (t) => t.type === 'interruption',
    (t) => t.type === 'closed',
    (t) => t.type === 'neutral',
  ];
  for (const isWeak of weak) {
    const turn = turns.find(isWeak);
    if (!turn) continue;
    const k = turn.key;
    const original = quoteOf(turn.line);
    switch (turn.type) {
      case 'directive':
        return {
          original,
          suggestion: k ? `${k}のことで、何があったのか聞かせてもらえますか？` : '何があったのか、あなたの側から聞かせてもらえますか？',
          reason: '責められたと感じると、人は事情を話すより身を守ろうとします。先に相手の事情を聴く問いにすると、本当の理由が出てきます。',
        };
      case 'advice':
        return {
          original,
          suggestion: k ? `${k}について、あなた自身はどうしたらいいと思いますか？` : 'どうしたらいいと思うか、先にあなたの考えを聞かせてもらえますか？',
          reason: '話を聴き終える前の助言は、相手に「わかってもらえていない」と感じさせます。先に相手の考えを聞くと、自分で決めた一歩になります。',
        };
      case 'interruption':
        return {
          original,
          suggestion: 'さっき言いかけたこと、よかったら続きを聞かせてもらえますか？',
          reason: '相手が本音を言いかけたときは、話題を変えずに待つのがいちばんです。言いかけたことに戻る一言が、続きを話すきっかけになります。',
        };
      case 'closed':
        return {
          original,
          suggestion: k ? `${k}について、いまどんなふうに感じていますか？` : 'いま、どんなことが気になっていますか？',
          reason: '「はい」「いいえ」で答えられる質問は、短い答えで終わりがちです。「どんな」「何」で聞くと、相手が自分の言葉で話せます。',
        };
      default:
        return {
          original,
          suggestion: k ? `${k}について、もう少し詳しく聞かせてもらえますか？` : 'そのあたり、もう少し詳しく聞かせてもらえますか？',
          reason: '問いも受け止めもない発言には、相手も返しようがありません。相手の話を広げる一言に変えてみましょう。',
        };
    }
  }
  return null;
}

/**
 * The role-play's debrief, computed from the same fold that made the member answer: the manager's
 * lines by kind, counted and quoted, what went well and what to try (with the lines that show it),
 * whether her concern came out, one better line for a weak turn, and the concept behind the scenario.
 */
export function debriefOf(scenarioId: string | null, managerLines: readonly string[]): Debrief {
  const persona = personaOf(scenarioId);
  const name = shortNameOf(persona);
  const turns = playThrough(scenarioId, managerLines);
  const of = (type: TurnType) => turns.filter((t) => t.type === type);
  const count = (type: TurnType) => of(type).length;
  const concernHeard = turns.some((t) => t.after.revealed);
  const adviceFirst = turns.filter((t) => t.type === 'advice' && !t.before.revealed);

  const wentWell: string[] = [];
  const toTry: string[] = [];
  if (count('open') > 0) wentWell.push(`開かれた質問が${count('open')}回ありました（${examples(of('open'))}）。相手が自分の言葉で話すきっかけになっています。`);
  if (count('empathy') > 0) wentWell.push(`相手の気持ちを受け止める言葉が${count('empathy')}回ありました（${examples(of('empathy'))}）。`);
  if (count('summary') > 0) wentWell.push(`相手の話を要約・言い換えて返したのが${count('summary')}回ありました（${examples(of('summary'))}）。聴いていることが伝わります。`);
  if (count('praise') > 0) wentWell.push(`相手を認める言葉が${count('praise')}回ありました（${examples(of('praise'))}）。`);
  if (concernHeard) wentWell.push(`${name}が、胸の内にあったこと（${persona.concernSummary}）を話してくれました。`);

  if (count('directive') > 0)
    toTry.push(`責める・指示する言い方が${count('directive')}回ありました（${examples(of('directive'))}）。「何があったのか教えてもらえますか？」のように、事情を聴く問いに置き換えてみましょう。`);
  if (adviceFirst.length > 0) toTry.push(`話を聴き終える前の助言が${adviceFirst.length}回ありました（${examples(adviceFirst)}）。解決策は、相手が本音を話してからにしましょう。`);
  if (count('interruption') > 0)
    toTry.push(`${name}が本音を言いかけたところで話題を変えたのが${count('interruption')}回ありました（${example(of('interruption'))}）。言いかけたことは、急がずに続きを待ちましょう。`);
  if (count('closed') > 0 && count('closed') >= count('open'))
    toTry.push(`閉じた質問が${count('closed')}回ありました（${examples(of('closed'))}）。「どんな」「何」で聞くと、答えが一言で終わらず話が広がります。`);
  if (count('open') === 0) toTry.push('「どう」「何」で始まる開かれた質問を一つ入れてみましょう。');
  if (count('empathy') === 0 && count('summary') === 0) toTry.push('相手の気持ちを言葉にして返す一言（「それは大変でしたね」）を添えてみましょう。');
  if (!concernHeard && turns.length > 0) toTry.push(`${name}の本音はまだ出てきていません。開かれた質問と受け止める言葉を重ねると、話してくれるかもしれません。`);
  if (wentWell.length === 0) wentWell.push('難しい場面の練習に取り組みました。続けることで言葉が自然に出るようになります。');
  if (toTry.length === 0) toTry.push('次は、相手が決めた一歩をいつ振り返るかを一緒に決めてみましょう。');

  const order = Object.keys(LABELS) as TurnType[];
  const counted = order
    .filter((type) => count(type) > 0)
    .map((type) => ({ type, label: LABELS[type], count: count(type), quotes: of(type).slice(0, QUOTES).map((t) => quoteOf(t.line)) }));
  const card = cardById(persona.cardId)!;
  return { wentWell, toTry, concept: { id: card.id, title: card.title, text: card.text }, turns: counted, betterLine: betterLineOf(turns), concernHeard };
}

/** Ends a role-play: a one-line summary, the debrief, and what to try next as recommendations. */
export function roleplayClosingOf(scenarioId: string | null, history: readonly CoachTurn[]): CoachClosing {
  const lines = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const debrief = debriefOf(scenarioId, lines);
  const title = findScenario(scenarioId ?? '')?.title ?? '';
  const heard = debrief.concernHeard ? '相手の本音を聴けました。' : '相手の本音はまだ聴けていません。';
  return {
    summary: `ロールプレイ「${title}」: ${lines.length}回の発言。${lines.length > 0 ? heard : ''}`,
    debrief,
    recommendations: debrief.toTry.slice(0, 2).map((text, index) => ({ title: '次の面談で試す', description: text, category: 'roleplay', priority: index + 1 })),
  };
}
