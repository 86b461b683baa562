import { coachingInsights, type EntryFacts, type SessionFacts } from './coaching-insights.js';
import { topicsIn } from '../coach/conversation/lexicon.js';
import { contentKeys, takesUp } from './goal-uptake.js';

const at = (iso: string) => new Date(iso);
const said = (start: string, ...lines: string[]) => lines.map((content, i) => ({ content, at: new Date(Date.parse(start) + (i + 1) * 60_000) }));

// A manager over three weeks (Asia/Tokyo; "today" is Wednesday 2026-12-02, its week starts 11-30).
const delegation: SessionFacts = {
  id: 's1',
  sessionType: 'coaching',
  topic: '仕事を任せられない',
  createdAt: at('2026-11-16T01:00:00Z'),
  userMessages: said(
    '2026-11-16T01:00:00Z',
    '佐藤さんに仕事を任せられず、結局自分で抱え込んでしまいます。',
    '忙しくて残業が続いています。任せても手戻りが怖いです。',
    '週次の定例の資料づくりなら任せられそうです。',
    '佐藤さんに定例資料の作成を任せ、金曜に一緒に見直す',
  ),
  recommendations: [
    { id: 'r1', title: '今週の一歩', description: '佐藤さんに定例資料の作成を任せ、金曜に一緒に見直す', category: 'action', isCompleted: false, createdAt: at('2026-11-16T01:10:00Z') },
    { id: 'r2', title: '「影響の輪」を書いてみる', description: 'セッションで触れた「影響の輪」を使って、考えたことを書き出しましょう。', category: 'worksheet', isCompleted: false, createdAt: at('2026-11-16T01:10:00Z') },
  ],
};
const feedback: SessionFacts = {
  id: 's2',
  sessionType: 'coaching',
  topic: '鈴木さんへのフィードバック',
  createdAt: at('2026-11-24T02:00:00Z'),
  userMessages: said('2026-11-24T02:00:00Z', '鈴木さんにミスをどう指摘すればいいか迷っています。', '前回注意したら落ち込んでしまい、やる気がなくなったようでした。'),
  recommendations: [],
};
const planning: SessionFacts = {
  id: 's3',
  sessionType: 'planning',
  topic: null,
  createdAt: at('2026-12-01T03:00:00Z'),
  userMessages: said('2026-12-01T03:00:00Z', '来期のチーム目標を決めたい', '今はメンバーごとの目標がばらばらです', 'まず1on1で一人ずつキャリアの希望を聞く'),
  recommendations: [],
};
const roleplay: SessionFacts = {
  id: 's4',
  sessionType: 'roleplay',
  topic: null,
  createdAt: at('2026-12-01T05:00:00Z'),
  userMessages: said('2026-12-01T05:00:00Z', '最近どうですか？'),
  recommendations: [{ id: 'r4', title: '次の面談で試す', description: '相手の気持ちを言葉にして返す一言を添える', category: 'roleplay', isCompleted: true, createdAt: at('2026-12-01T05:20:00Z') }],
};
const entry = (over: Partial<EntryFacts> & Pick<EntryFacts, 'id' | 'createdAt'>): EntryFacts => ({ title: null, practiceContent: null, insights: null, challenges: null, goals: null, ...over });
const week1 = entry({
  id: 'j1',
  createdAt: at('2026-11-20T09:00:00Z'),
  title: '任せることの難しさ',
  practiceContent: '佐藤さんに定例資料の作成を任せてみた。金曜に一緒に見直した。',
  insights: '任せると自分の時間が空き、佐藤さんも意欲的だった。',
  challenges: 'まだ細かく口を出してしまう',
  goals: '鈴木さんとの1on1で、最初の5分は近況を聞く',
});
const week2 = entry({
  id: 'j2',
  createdAt: at('2026-11-27T09:00:00Z'),
  practiceContent: 'チームの朝会で、それぞれの今週の目標を共有してもらった',
  insights: '目標を口にすると、互いに助け合う場面が増えた',
  goals: '新人の田中さんの不安を聞く時間をとる',
});

const input = { sessions: [delegation, feedback, planning, roleplay], entries: [week1, week2], today: '2026-12-02', timeZone: 'Asia/Tokyo' };

describe('topic lexicon', () => {
  it('finds the books’ topics in Japanese text, full-width and mixed case alike', () => {
    const ids = (text: string) => topicsIn(text).map((topic) => topic.id);
    expect(ids('部下に仕事を任せられず、抱え込んでしまう')).toEqual(['delegation']);
    expect(ids('１ｏｎ１で本音を話してくれない')).toEqual(['trust', 'one-on-one', 'iceberg']);
    expect(ids('1On1の前に不安で踏み出せない')).toEqual(['one-on-one', 'brake']);
    expect(ids('二人の意見が合わず、チームがぎくしゃくしている')).toEqual(['conflict']);
    expect(ids('ＭＯＴＩＶＡＴＩＯＮより、モチベーションとやる気の話')).toEqual(['motivation']);
    expect(ids('残業続きで、部下と話す時間が取れない')).toEqual(['workload']);
    expect(ids('今日はいい天気でした')).toEqual([]);
  });

  it('keys a text by its content words, leaving particles and common words out', () => {
    expect([...contentKeys('佐藤さんとの1on1で、最初の5分は近況を聞く')].sort()).toEqual(['佐藤', '分は', '聞く', '近況'].sort());
    expect([...contentKeys('メンバーにフィードバックを伝える')]).toEqual(['フィ', 'ィー', 'ード', 'ドバ', 'バッ', 'ック', '伝え']);
  });

  it('tells a later text that takes a goal up from one that does not', () => {
    const goal = '佐藤さんとの1on1で、最初の5分は近況を聞く';
    expect(takesUp(goal, '佐藤さんとの1on1で近況から聞いてみたら、家族の話をしてくれた')).toBe(true);
    expect(takesUp(goal, '鈴木さんに仕事を任せてみた')).toBe(false);
    expect(takesUp(goal, '1on1を最初に予定した')).toBe(false);
    expect(takesUp('', 'なんでも')).toBe(false);
  });
});

describe('coaching insights', () => {
  const insights = coachingInsights(input);

  it('counts each theme once per session or entry, recurring ones first, with their sources newest first', () => {
    const byKey = Object.fromEntries(insights.themes.map((t) => [t.key, t]));
    expect(byKey.delegation.count).toBe(2);
    expect(byKey.delegation.sources.map((s) => s.id)).toEqual(['j1', 's1']);
    expect(byKey['future-goals'].sources.map((s) => s.id)).toEqual(['s3', 'j2']);
    expect(byKey.motivation.sources.map((s) => s.id)).toEqual(['s2', 'j1']);
    // "最近どうですか？" touches nothing: the role-play adds no theme.
    expect(insights.themes.flatMap((t) => t.sources).some((s) => s.id === 's4')).toBe(false);
    expect(insights.themes[0].count).toBeGreaterThanOrEqual(insights.themes[insights.themes.length - 1].count);
    expect(byKey.workload.count).toBe(1);
  });

  it('lists the goals set, newest first, and which a later session or entry took up', () => {
    expect(insights.goals.map((g) => [g.source.id, g.text])).toEqual([
      ['s4', '相手の気持ちを言葉にして返す一言を添える'],
      ['j2', '新人の田中さんの不安を聞く時間をとる'],
      ['j1', '鈴木さんとの1on1で、最初の5分は近況を聞く'],
      ['s1', '佐藤さんに定例資料の作成を任せ、金曜に一緒に見直す'],
    ]);
    const bySource = Object.fromEntries(insights.goals.map((g) => [g.source.id, g]));
    // The delegation step was practised: the next week's journal says so.
    expect(bySource.s1.followUps.map((s) => s.id)).toEqual(['j1']);
    // The coach's worksheet suggestion is not the user's goal.
    expect(insights.goals.some((g) => g.text.includes('影響の輪'))).toBe(false);
    // Talking to 鈴木さん about a mistake is not "hearing how she is for five minutes".
    expect(bySource.j1.followUps).toEqual([]);
    expect(bySource.s4.completed).toBe(true);
    expect(insights.goalsFollowedUp).toBe(1);
  });

  it('balances the GROW stages over coaching and planning sessions only', () => {
    expect(insights.grow.sessions).toBe(3);
    // Read as the coach reads the thread: the feedback session opened with the situation (reality)
    // and never named a goal, so two sessions reached the goal stage, not three.
    expect(insights.grow.stages.map((s) => [s.key, s.reached, s.stoppedHere])).toEqual([
      ['goal', 2, 0],
      ['reality', 3, 1],
      ['options', 2, 1],
      ['will', 1, 1],
    ]);
  });

  it('counts activity per week of the time zone, eight weeks up to this one', () => {
    expect(insights.activity).toHaveLength(8);
    expect(insights.activity.map((w) => w.weekOf).slice(-3)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(insights.activity.slice(-3)).toEqual([
      { weekOf: '2026-11-16', messages: 4, entries: 1, sessions: 1 },
      { weekOf: '2026-11-23', messages: 2, entries: 1, sessions: 1 },
      { weekOf: '2026-11-30', messages: 4, entries: 0, sessions: 2 },
    ]);
    // Sunday 23:30 in Tokyo is still the week before, though it is Sunday 14:30 in UTC.
    const late = coachingInsights({ ...input, sessions: [], entries: [entry({ id: 'late', createdAt: at('2026-11-29T14:30:00Z'), insights: '遅くに書いた' })] });
    expect(late.activity.find((w) => w.entries === 1)?.weekOf).toBe('2026-11-23');
  });

  it('picks up to three highlights: the most recurring theme, an open goal, where GROW sessions stop', () => {
    expect(insights.highlights.map((h) => h.kind)).toEqual(['theme', 'goal-open', 'grow-stop']);
    const [theme, goal, stop] = insights.highlights;
    expect(theme.kind === 'theme' && theme.theme.count).toBe(2);
    expect(goal.kind === 'goal-open' && goal.goal.source.id).toBe('j2');
    expect(stop.kind === 'grow-stop' && [stop.stage.key, stop.sessions]).toEqual(['reality', 3]);
  });

  it('has nothing to say without data, and says a followed-up goal when none is open', () => {
    const none = coachingInsights({ ...input, sessions: [], entries: [] });
    expect(none).toMatchObject({ sessionCount: 0, entryCount: 0, themes: [], goals: [], goalsFollowedUp: 0, highlights: [] });
    expect(none.grow.stages.every((s) => s.reached === 0)).toBe(true);
    const done = coachingInsights({ ...input, sessions: [{ ...delegation, userMessages: delegation.userMessages.slice(0, 4) }], entries: [{ ...week1, goals: null }] });
    expect(done.highlights.map((h) => h.kind)).toEqual(['theme', 'goal-followed']);
  });
});
