import { activitySummary, highlightText, parseSourceKey, sourceKey, sourceLabel } from '../lib/insights';
import { delegationSession, someInsights, weekEntry } from './insights-mothers';

describe('insights in words', () => {
  it('names a source by its topic or kind and its day in the app zone', () => {
    expect(sourceLabel(delegationSession)).toBe('仕事を任せられない（11月16日）');
    expect(sourceLabel(weekEntry)).toBe('ジャーナル（11月20日）');
    expect(sourceLabel({ ...delegationSession, title: null, at: '2026-11-29T15:30:00.000Z' })).toBe('コーチングのセッション（11月30日）');
  });

  it('round-trips a source through the address', () => {
    expect(parseSourceKey(sourceKey(weekEntry))).toEqual({ kind: 'journal', id: 'j-1' });
    expect(parseSourceKey('other:1')).toBeNull();
    expect(parseSourceKey(null)).toBeNull();
  });

  it('says each highlight with its figures and what to try', () => {
    const [theme, goal, stop] = someInsights().highlights.map(highlightText);
    expect(theme?.text).toBe('「任せる・権限委譲」が2回のセッションやジャーナルでくり返し話題になっています。');
    expect(theme?.sources).toHaveLength(2);
    expect(goal?.text).toBe('11月20日(金)に決めた次の一歩を、その後のセッションやジャーナルでまだ振り返っていません。');
    expect(goal?.quote).toBe('鈴木さんとの1on1で最初の5分は近況を聞く');
    expect(stop?.text).toBe('GROWのセッション2回のうち1回が「目標（Goal）」で終わっています。');
    expect(stop?.next).toContain('事実で整理');
    expect(highlightText({ kind: 'theme' })).toBeNull();
  });

  it('sums the weekly activity for the chart’s caption', () => {
    expect(activitySummary(someInsights().activity)).toBe('直近8週で、メッセージ5件、ジャーナル1件、セッション2回。今週の活動は0件です。');
  });
});
