import type { SessionType } from '../../events/coaching-session.events.js';
import type { Coach, CoachTurn } from '../coach.port.js';
import { openingOf } from '../coaching-model.js';
import { answersOf } from './conversation.js';
import { topicById, type Intent } from './lexicon.js';

/**
 * The conversation tests of decision 0074, as a function over any `Coach`: the offline coach runs
 * them always, a LangChain coach when a provider is configured. Each check is one a reader would
 * agree with: a question is answered before anything is asked, nothing of the user's message is
 * echoed beyond 15 characters, no text is cut, the idea cited belongs to the question's topic, and
 * a thread is followed (the goal is not asked again, the member is named, it ends with next steps).
 * Named `.spec.ts` so the build leaves it out; Jest runs only `*.unit.spec.ts` and `*.int.spec.ts`,
 * so it runs where `conversation.unit.spec.ts` calls it.
 */

export interface Line {
  text: string;
  kind: Intent;
  /** The topic a reader would file the message under (`topics.json`). */
  topic: string;
}

/** At least forty things a manager tells the coach: questions, statements and feelings, long and short. */
export const LINES: readonly Line[] = [
  { text: '最初に何を聞けばいいでしょうか。', kind: 'question', topic: 'one-on-one' },
  { text: '1on1で沈黙が続いたとき、どうすればいいですか？', kind: 'question', topic: 'one-on-one' },
  { text: '鈴木さんから話してみます。どう切り出せばいいでしょうか', kind: 'question', topic: 'one-on-one' },
  { text: '部下の心のブレーキを外す声かけを知りたい', kind: 'question', topic: 'brake' },
  { text: '指示待ちのメンバーに当事者意識を持ってもらうにはどうしたらいいでしょうか', kind: 'question', topic: 'ownership' },
  { text: '仕事を任せるとき、どこまで口を出していいのか分かりません。どう考えればいいですか？', kind: 'question', topic: 'delegation' },
  { text: 'フィードバックをすると相手が落ち込んでしまいます。伝え方のコツはありますか？', kind: 'question', topic: 'feedback' },
  { text: 'MSマトリックスで右下にいるメンバーにはどう関わればいいですか？', kind: 'question', topic: 'ms-matrix' },
  { text: '会議で誰も意見を言わないのはなぜでしょうか？', kind: 'question', topic: 'safety' },
  { text: '信頼関係をつくるために、上司として何から始めるべきですか？', kind: 'question', topic: 'trust' },
  { text: 'やる気をなくしているメンバーに、どんな声をかければいいでしょうか。', kind: 'question', topic: 'motivation' },
  { text: '会社の方針が変わって、チームが振り回されています。私にできることはありますか？', kind: 'question', topic: 'influence' },
  { text: 'メンバー同士が対立しているとき、間に入るべきでしょうか？', kind: 'question', topic: 'conflict' },
  { text: '新しく入ったメンバーのオンボーディングで大事なことは何ですか？', kind: 'question', topic: 'team' },
  { text: '部下のキャリアの相談に、どう乗ればいいですか？', kind: 'question', topic: 'future-goals' },
  { text: '失敗を報告しやすいチームにするには？', kind: 'question', topic: 'safety' },
  { text: '悩みが頭から離れないとき、どう整理すればいいですか', kind: 'question', topic: 'worries' },
  { text: '相手の立場で考えるって、具体的にはどういうことですか？', kind: 'question', topic: 'perspective' },
  { text: '部下がなぜあんな態度をとるのか、どう理解すればいいでしょう？', kind: 'question', topic: 'iceberg' },
  { text: '働く理由を部下と話すとき、どう切り出せばいいですか？', kind: 'question', topic: 'work-reasons' },
  { text: '自分でやった方が早いと思ってしまいます。どうすれば任せられますか？', kind: 'question', topic: 'delegation' },
  { text: '褒めるのが苦手です。うまく褒めるにはどうしたらいいですか？', kind: 'question', topic: 'feedback' },
  { text: 'そもそも1on1は何を目的にやるものですか？', kind: 'question', topic: 'one-on-one' },
  { text: '残業が続いて、部下と話す時間が取れません。どうすればいいですか？', kind: 'question', topic: 'workload' },
  { text: '業務量が多すぎて手が回らず、焦っています', kind: 'feeling', topic: 'workload' },
  {
    text: '来月から新しく課長になります。これまでプレイヤーとして成果を出してきましたが、メンバーを育てる立場は初めてです。最初の一か月で何を意識すればいいでしょうか？',
    kind: 'question',
    topic: 'general',
  },
  { text: '最近、部下の佐藤さんが会議で発言しなくなって、どう関わればいいか悩んでいます', kind: 'feeling', topic: 'safety' },
  { text: 'チームの当事者意識を高めたい', kind: 'goal', topic: 'ownership' },
  { text: '1on1の進め方に自信がありません', kind: 'feeling', topic: 'one-on-one' },
  { text: '部下のモチベーションが下がっていて不安です', kind: 'feeling', topic: 'motivation' },
  { text: '会社の方針は変えられないので悩んでいます', kind: 'feeling', topic: 'influence' },
  { text: '田中さんに仕事を任せたけど、結局自分でやり直してしまいました', kind: 'statement', topic: 'delegation' },
  { text: '鈴木さんは経験もスキルもあるのに、最近やる気が落ちているように見えます', kind: 'statement', topic: 'ms-matrix' },
  { text: '今日は正直、かなり疲れています', kind: 'feeling', topic: 'general' },
  { text: 'チームがばらばらで、同じ方向を向いていない気がします', kind: 'statement', topic: 'team' },
  { text: '部下を注意したら、次の日から目を合わせてくれなくなりました', kind: 'statement', topic: 'feedback' },
  { text: '二人のメンバーが会議のたびにぶつかっていて、雰囲気が悪いです', kind: 'statement', topic: 'conflict' },
  { text: '失敗が怖くて新しいことに挑戦できないメンバーがいます', kind: 'feeling', topic: 'brake' },
  { text: 'ありがとうございます、参考になりました', kind: 'thanks', topic: 'general' },
  { text: '先週の1on1で、初めて高橋さんが自分から悩みを話してくれました。嬉しかったです', kind: 'feeling', topic: 'one-on-one' },
  { text: '来週から、朝会で一人ずつ話す時間をつくってみます', kind: 'plan', topic: 'general' },
  { text: 'うちの会社は評価制度が古くて、何を言っても変わらないと感じます', kind: 'statement', topic: 'influence' },
  { text: '山本くんは素直で意欲もあるけど、まだ経験が浅くてミスが多いです', kind: 'statement', topic: 'ms-matrix' },
  { text: '正直、自分がマネージャーに向いているのか自信をなくしています', kind: 'feeling', topic: 'brake' },
  {
    text: '先月から新しいプロジェクトが始まって、チームの半分が別の案件と掛け持ちになりました。みんな忙しそうで、1on1も延期が続いています。このままだと信頼関係が崩れてしまうのではと心配です。',
    kind: 'feeling',
    topic: 'one-on-one',
  },
  { text: '任せるのが怖い', kind: 'feeling', topic: 'delegation' },
  { text: '目標を決めたい', kind: 'goal', topic: 'future-goals' },
];

/** Several turns of one session: what the user says, in order. */
export interface Thread {
  name: string;
  sessionType: SessionType;
  turns: string[];
  /** The member's name the coach should use once it was given. */
  member?: string;
}

export const THREADS: readonly Thread[] = [
  {
    name: 'a silent member: the problem, the goal, a question, more facts, an option, a step',
    sessionType: 'coaching',
    member: '佐藤さん',
    turns: [
      '最近、部下の佐藤さんが会議で発言しなくなって、どう関わればいいか悩んでいます',
      '佐藤さんがまた会議で意見を言えるようになってほしいです',
      'どうすれば本音を話してもらえますか？',
      '先週の定例では一度も発言がなく、前に一度声をかけてみたけど「大丈夫です」と言われました',
      '1on1で最近の仕事の話を聞く時間をとるのはどうかと思っています',
      '来週の1on1で、評価せずに話を聴く時間を15分とってみます',
    ],
  },
  {
    name: 'a weekly reflection with a question in the middle',
    sessionType: 'reflection',
    turns: [
      '今週は1on1で、最初の10分は聴くことに徹してみました',
      '黙って聴くと、相手が思っていたより多くのことを考えていると分かりました',
      'ただ、つい結論を急いで助言してしまう癖が抜けません',
      'どうすれば助言したくなる気持ちを抑えられますか？',
      '来週は、助言する前に一度質問を返すことを続けてみます',
    ],
  },
  {
    name: 'a skilled member who lost heart, trust still growing',
    sessionType: 'coaching',
    member: '鈴木さん',
    turns: ['鈴木さんは経験もスキルもあるのに、最近やる気が落ちているように見えます', '鈴木さんとの信頼関係はまだ十分とは言えません', '鈴木さんにどう声をかければいいでしょうか？'],
  },
  {
    name: 'a delegation talk the user ends early',
    sessionType: 'coaching',
    member: '田中さん',
    turns: ['田中さんに仕事を任せたけど、結局自分でやり直してしまいました', '田中さんが一人で顧客対応を回せるようにしたいです', '今日はここまでにします。ありがとうございました'],
  },
];

/* ---------------------------------------------------------------- the checks */

/** The longest run of characters the two texts share. */
export function longestCommonRun(a: string, b: string): string {
  let best = '';
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] !== b[j - 1]) continue;
      current[j] = previous[j - 1] + 1;
      if (current[j] > best.length) best = a.slice(i - current[j], i);
    }
    previous = current;
  }
  return best;
}

/** Why a reply reads as cut off, or null: every line ends as a sentence (or is a heading ending in ：), brackets close. */
export function cutText(reply: string): string | null {
  if (/[…、]\s*$/.test(reply)) return 'ends in … or 、';
  for (const [open, close] of ['「」', '『』', '（）']) {
    if (reply.split(open).length !== reply.split(close).length) return `unbalanced ${open}${close}`;
  }
  for (const line of reply.split('\n').map((l) => l.trim()).filter(Boolean)) {
    if (line.includes('…')) return `ellipsis in "${line}"`;
    if (!/([。！？!?][」』）)]*|[」』）)]|：)$/.test(line)) return `line does not end a sentence: "${line}"`;
  }
  return null;
}

/** The sentences of a reply, each with its terminator. */
const sentences = (reply: string) => reply.match(/[^。！？!?\n]+[。！？!?]*[」』）)]*/g)?.map((s) => s.trim()).filter(Boolean) ?? [];

/** A question is answered before one is asked: at most one question mark, in the reply's last sentence, and never in the first. */
export function answersBeforeAsking(reply: string): string | null {
  const marks = (reply.match(/[?？]/g) ?? []).length;
  if (marks > 1) return `${marks} question marks`;
  if (marks === 1 && !/[?？][」』）)]*\s*$/.test(reply)) return 'the question is not the last sentence';
  const all = sentences(reply);
  if (all.length < 2 || /[?？]/.test(all[0])) return 'the first sentence asks instead of answering';
  return null;
}

/** The ids a reply on this topic may cite: its answers' concept cards and the topic's own card. */
export function idsOfTopic(topic: string): Set<string> {
  return new Set([topicById(topic).cardId, ...answersOf(topicById(topic)).answers.map((a) => a.cardId)].filter(Boolean));
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const piece of chunks) out += piece;
  return out;
}

/** Plays a session: the opening, then each user turn and the coach's reply. Answers the replies and their citation ids. */
export async function play(coach: Coach, sessionType: SessionType, turns: readonly string[]): Promise<{ reply: string; cited: string[] }[]> {
  const history: CoachTurn[] = [{ role: 'assistant', content: openingOf(sessionType, null, null).content }];
  const out: { reply: string; cited: string[] }[] = [];
  for (const turn of turns) {
    history.push({ role: 'user', content: turn });
    const answer = await coach.reply({ sessionType, topic: null, scenarioId: null, history }, new AbortController().signal);
    const reply = await text(answer.chunks);
    history.push({ role: 'assistant', content: reply });
    out.push({ reply, cited: answer.citations.map((c) => c.id) });
  }
  return out;
}

/** Whether a reply closes the session: a summary and one to three numbered next steps. */
export function stepsIn(reply: string): number {
  return reply.split('\n').filter((line) => /^\d\.\s/.test(line)).length;
}

/** The suite: call it inside a test file with a coach factory. */
export function conversationSuite(describeOrSkip: jest.Describe, name: string, coachOf: () => Coach): void {
  describeOrSkip(`the coaching conversation: ${name}`, () => {
    let coach: Coach;
    beforeAll(() => {
      coach = coachOf();
    });

    it.each(LINES.map((line) => [line.text, line] as const))('%s', async (_text, line) => {
      const [{ reply, cited }] = await play(coach, 'coaching', [line.text]);
      const echoed = longestCommonRun(reply, line.text);
      expect({ echoed, length: echoed.length <= 15 }).toEqual({ echoed, length: true });
      expect(cutText(reply)).toBeNull();
      if (line.kind === 'question') {
        expect(answersBeforeAsking(reply)).toBeNull();
        const allowed = idsOfTopic(line.topic);
        expect({ cited, fits: cited.some((id) => allowed.has(id)) }).toEqual({ cited, fits: true });
      } else if (line.kind !== 'plan') {
        expect((reply.match(/[?？]/g) ?? []).length).toBeLessThanOrEqual(1);
      }
    });

    it.each(THREADS.map((thread) => [thread.name, thread] as const))('follows the thread: %s', async (_name, thread) => {
      const replies = await play(coach, thread.sessionType, thread.turns);
      replies.forEach(({ reply }, i) => {
        expect(cutText(reply)).toBeNull();
        const closing = stepsIn(reply) > 0;
        if (!closing) expect(longestCommonRun(reply, thread.turns[i]).length).toBeLessThanOrEqual(15);
        if (/[?？]/.test(thread.turns[i])) expect(answersBeforeAsking(reply)).toBeNull();
      });
      if (thread.sessionType !== 'reflection') {
        // Once the goal is given (the second turn), the goal question is not asked again.
        for (const { reply } of replies.slice(1)) expect(reply).not.toContain('話してよかった');
      }
      if (thread.member) expect(replies.slice(1).some(({ reply }) => reply.includes(thread.member!))).toBe(true);
      const last = replies[replies.length - 1].reply;
      if (thread.turns.length >= 5 || /ここまで/.test(thread.turns[thread.turns.length - 1])) {
        expect(last).toContain('次の一歩');
        expect(stepsIn(last)).toBeGreaterThanOrEqual(1);
        expect(stepsIn(last)).toBeLessThanOrEqual(3);
      }
    });
  });
}
