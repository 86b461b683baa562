import { ConceptCardKnowledge } from '../concept-cards.js';
import type { CoachRequest } from '../coach.port.js';
import { systemPrompt } from '../langchain-coach.js';
import { OfflineCoach } from '../offline-coach.js';
import { boardAnalysis, boardFactsPrompt, japaneseDate } from './board-analysis.js';
import type { BoardMemberFact, CoachContext, OneOnOneFact } from './coach-context.js';

const member = (memberId: string, name: string, skillLevel: number, mindsetLevel: number, quadrant: BoardMemberFact['quadrant'], daysSinceMove: number): BoardMemberFact => ({
  memberId,
  name,
  skillLevel,
  mindsetLevel,
  quadrant,
  daysSinceMove,
});

const oneOnOne = (memberId: string, name: string, quadrant: OneOnOneFact['quadrant'], lastSessionDate: string | null, daysSinceSession: number | null): OneOnOneFact => ({
  memberId,
  name,
  quadrant,
  trustLevel: 0.8,
  mindsetLevel: 0.35,
  lastSessionDate,
  daysSinceSession,
  overdue: daysSinceSession === null || daysSinceSession > 14,
});

/** A team of four: 山田 crossed into the owner quadrant, 佐藤 moved within it, 高橋 stalled; 1on1s with three of them. */
const TEAM: CoachContext = {
  source: 'ms-board',
  teamId: 'team-1',
  scope: 'team',
  today: '2026-11-25',
  recentDays: 28,
  stalledWeeks: 8,
  overdueDays: 14,
  members: [
    member('m-yamada', '山田 太郎', 76, 82, 'highHigh', 7),
    member('m-sato', '佐藤 花子', 70, 90, 'highHigh', 1),
    member('m-takahashi', '高橋 健', 20, 30, 'lowLow', 70),
    member('m-suzuki', '鈴木 一郎', 80, 20, 'highSkill', 15),
  ],
  moves: [
    { memberId: 'm-sato', name: '佐藤 花子', moves: 1, lastMovedOn: '2026-11-24', daysAgo: 1, from: { skillLevel: 62, mindsetLevel: 80, quadrant: 'highHigh' }, to: { skillLevel: 70, mindsetLevel: 90, quadrant: 'highHigh' } },
    { memberId: 'm-yamada', name: '山田 太郎', moves: 2, lastMovedOn: '2026-11-18', daysAgo: 7, from: { skillLevel: 32, mindsetLevel: 25, quadrant: 'lowLow' }, to: { skillLevel: 76, mindsetLevel: 82, quadrant: 'highHigh' } },
  ],
  stalled: [member('m-takahashi', '高橋 健', 20, 30, 'lowLow', 70)],
  oneOnOnes: [
    oneOnOne('m-yamada', '山田 太郎', 'strategy', '2026-11-18', 7),
    oneOnOne('m-suzuki', '鈴木 一郎', 'trust_building', '2026-10-30', 26),
    oneOnOne('m-takahashi', '高橋 健', 'mixed', null, null),
  ],
  focus: null,
};

/** Every line ends a sentence (or is a bullet that does), and nothing is cut. */
function expectWholeSentences(text: string) {
  expect(text).not.toMatch(/…|\.\.\./);
  for (const line of text.split('\n')) expect(line).toMatch(/[。？]$/);
}

describe("the coach's analysis of the MS board", () => {
  const { content, citations } = boardAnalysis(TEAM);

  it('names who moved, from where to where, with the board’s levels and days', () => {
    expect(content).toContain('直近28日間に位置が動いたのは2人です。象限をまたいだのは1人です。');
    expect(content).toContain('山田 太郎さんは「育成・支援」から「活躍・リーダー候補」へ移りました（2回の移動で、スキル32→76、マインド25→82、最後の移動は7日前）。');
    expect(content).toContain('同じ象限の中で動いたのは、佐藤 花子さん（スキル+8、マインド+10）です。');
    const onlyWithin = boardAnalysis({ ...TEAM, moves: TEAM.moves.slice(0, 1) }).content;
    expect(onlyWithin).toContain('直近28日間に位置が動いたのは1人です。象限をまたいだメンバーはいません。同じ象限の中で動いたのは、佐藤 花子さん（スキル+8、マインド+10）です。');
    // Nobody else is said to have moved.
    expect(content).not.toMatch(/鈴木 一郎さんは.*移りました|高橋 健さんは.*移りました/);
  });

  it('names who has stalled and who has not been talked to, with the right day counts', () => {
    expect(content).toContain('8週間以上位置が動いていないのは、高橋 健さん（70日）です。');
    expect(content).toContain('あなたとの1on1が14日より空いているのは、鈴木 一郎さん（最後の1on1から26日）です。');
    expect(content).toContain('高橋 健さんとは、まだ1on1の記録がありません。');
    expect(content).toContain('佐藤 花子さんは、まだあなたの1on1マトリックスに載っていません。');
    expect(content).not.toContain('山田 太郎さん（最後の1on1から');
  });

  it('gives each occupied quadrant its approach of the books, naming its members and the concept it cites', () => {
    expect(content).toContain('・「育成・支援」の高橋 健さん: まずは安心して話せる関係をつくり');
    expect(content).toContain('・「マインド向上」の鈴木 一郎さん: スキルは十分にあるので、マインドに目を向けましょう。母性的な優しさ');
    expect(content).toContain('・「活躍・リーダー候補」の山田 太郎さん、佐藤 花子さん: 任せる範囲を広げ');
    expect(content).not.toContain('「成長期待」の');
    expect(citations).toEqual([
      { id: 'concept:trust-building', title: '1on1マトリックス：信頼関係の構築' },
      { id: 'concept:mindset-improvement', title: '1on1マトリックス：マインドの向上' },
      { id: 'worksheet:climbing-team', title: '山登りチームシート' },
    ]);
    for (const citation of citations) expect(content).toContain(`『${citation.title}』`);
  });

  it('is written in whole sentences and ends on one open question', () => {
    expect(content.startsWith(`このチームのMSマトリックス（4人）を、${japaneseDate('2026-11-25')}時点の事実から読み解きました。`)).toBe(true);
    expectWholeSentences(content);
    expect(content.match(/？/g)).toHaveLength(1);
    expect(content.endsWith('誰から話を始めますか？')).toBe(true);
  });

  it('says so when nobody moved and everyone was talked to', () => {
    const calm = boardAnalysis({ ...TEAM, moves: [], stalled: [], members: TEAM.members.slice(0, 1), oneOnOnes: TEAM.oneOnOnes.slice(0, 1) });
    expect(calm.content).toContain('直近28日間に位置が動いたメンバーはいません。');
    expect(calm.content).toContain('1on1マトリックスに載っている1人とは、全員と14日以内に1on1ができています。');
    expectWholeSentences(calm.content);
  });

  it('starts from placing someone on an empty board, and keeps to the own place for a plain member', () => {
    const empty = boardAnalysis({ ...TEAM, members: [], moves: [], stalled: [], oneOnOnes: [] });
    expect(empty.content).toContain('まだメンバーが配置されていません');
    expectWholeSentences(empty.content);
    const own = boardAnalysis({ ...TEAM, scope: 'own', members: TEAM.members.slice(1, 2), moves: TEAM.moves.slice(0, 1), stalled: [], oneOnOnes: [] });
    expect(own.content).toContain('あなた自身の位置だけ');
    expect(own.content).not.toContain('山田');
    expectWholeSentences(own.content);
  });
});

describe("the coach's analysis for a member's 1on1", () => {
  const focused: CoachContext = {
    ...TEAM,
    source: 'one-on-one',
    focus: { memberId: 'm-suzuki', name: '鈴木 一郎', oneOnOne: TEAM.oneOnOnes[1], board: TEAM.members[3] },
  };

  it("names the member's 1on1 quadrant, levels, last session and the approach of that quadrant", () => {
    const { content, citations } = boardAnalysis(focused);
    expect(content).toContain('鈴木 一郎さんとの1on1に向けて、2026年11月25日時点の事実をまとめました。');
    expect(content).toContain('1on1マトリックスでは「信頼構築（母性的な優しさ）」の位置です（信頼度80%、マインド35%）。');
    expect(content).toContain('あなたとの最後の1on1は2026年10月30日（26日前）です。1on1ボードの目安の14日を過ぎています。');
    expect(content).toContain('MSマトリックスでは「マインド向上」にいます（スキル80、マインド20）。');
    expect(content).toContain('まずは母性的な優しさで話を最後まで聴き');
    expect(citations).toEqual([{ id: 'concept:mindset-improvement', title: '1on1マトリックス：マインドの向上' }]);
    expectWholeSentences(content);
    expect(content.endsWith('次の1on1で、鈴木 一郎さんにまず何を聞いてみたいですか？')).toBe(true);
  });

  it('says when the member is not on the 1on1 board yet, and takes the MS quadrant’s approach', () => {
    const { content } = boardAnalysis({ ...focused, focus: { memberId: 'm-sato', name: '佐藤 花子', oneOnOne: null, board: TEAM.members[1] } });
    expect(content).toContain('佐藤 花子さんは、まだあなたの1on1マトリックスに載っていません。');
    expect(content).toContain('「活躍・リーダー候補」の位置では、任せる範囲を広げ');
    expectWholeSentences(content);
  });
});

describe('later turns of a board session', () => {
  const coach = new OfflineCoach(new ConceptCardKnowledge());
  const turn = (message: string): CoachRequest => ({
    sessionType: 'coaching',
    topic: null,
    scenarioId: null,
    history: [
      { role: 'assistant', content: boardAnalysis(TEAM).content },
      { role: 'user', content: message },
    ],
    context: TEAM,
  });
  const text = async (request: CoachRequest) => {
    let all = '';
    for await (const piece of (await coach.reply(request)).chunks) all += piece;
    return all;
  };

  it("lead with the board's facts on the member the message names, by family name, then coach as usual", async () => {
    const reply = await text(turn('鈴木さんから話してみようと思います'));
    expect(reply.startsWith('鈴木 一郎さんについて、ボードの事実を添えます。MSマトリックスでは「マインド向上」にいます（スキル80、マインド20）。')).toBe(true);
    expect(reply).toContain('あなたとの最後の1on1は2026年10月30日（26日前）です。');
    expect(reply).not.toContain('山田');
    expect(reply).toMatch(/？/);
  });

  it('answer as an ordinary coaching turn when no member is named', async () => {
    const plain = await coach.reply({ ...turn('チーム全体の雰囲気が気になっています'), context: undefined });
    const withBoard = await coach.reply(turn('チーム全体の雰囲気が気になっています'));
    let a = '';
    let b = '';
    for await (const piece of plain.chunks) a += piece;
    for await (const piece of withBoard.chunks) b += piece;
    expect(b).toBe(a);
    expect(withBoard.citations).toEqual(plain.citations);
  });

  it("give a provider the same facts and approaches in its system prompt", () => {
    const prompt = systemPrompt(turn('誰から話すべきでしょうか'), []);
    expect(prompt).toContain(boardFactsPrompt(TEAM));
    expect(prompt).toContain('山田 太郎さんは「育成・支援」から「活躍・リーダー候補」へ移りました（2回の移動で、スキル32→76、マインド25→82、最後の移動は7日前）。');
    expect(prompt).toContain('鈴木 一郎さん（最後の1on1から26日）');
    expect(prompt).toContain('8週間以上動いていない: 高橋 健さん（70日）');
  });
});
