import { fold } from '../../platform/search/japanese-text.js';
import { matchQuality, rankAcrossKinds } from './global-search.js';

const phrase = (q: string) => fold(q).replace(/\s+/g, '');
const item = (kind: string, title: string, text = '') => ({ kind, title, text });

describe('ranking the global search across kinds', () => {
  it('puts a member whose name is the query before knowledge passages that only share a word with it', () => {
    const items = [
      item('knowledge', '山登りチーム', '山田さんのチームは頂上を目指して…'),
      item('knowledge', '成長の原則', '…佐藤さんは成長を…'),
      item('member', '山田 太郎', 'ヤマダ タロウ・営業部・課長'),
    ];
    expect(rankAcrossKinds(phrase('山田'), items).map((hit) => hit.title)).toEqual(['山田 太郎', '山登りチーム', '成長の原則']);
    // By the フリガナ typed in hiragana, and by the whole name with or without its space.
    expect(rankAcrossKinds(phrase('やまだ'), items)[0].kind).toBe('member');
    expect(rankAcrossKinds(phrase('山田太郎'), items)[0].kind).toBe('member');
  });

  it('grades a title that is the query, contains it, a passage that contains it, and shared terms only', () => {
    expect(matchQuality(phrase('信頼関係'), item('event', '信頼関係'))).toBe(3);
    expect(matchQuality(phrase('信頼関係'), item('event', '信頼関係づくり勉強会'))).toBe(2);
    expect(matchQuality(phrase('信頼関係'), item('forum', '悩み', '部下との信頼関係に悩んでいます'))).toBe(1);
    expect(matchQuality(phrase('信頼関係'), item('knowledge', '1on1マトリックス', '信頼と関係の質'))).toBe(0);
  });

  it('keeps the kinds\' order and each kind\'s own rank among hits of equal quality', () => {
    const items = [item('knowledge', 'a1', 'x'), item('knowledge', 'a2', 'x'), item('forum', 'b1', 'x'), item('member', 'c1', 'x')];
    expect(rankAcrossKinds(phrase('しんらい'), items).map((hit) => hit.title)).toEqual(['a1', 'a2', 'b1', 'c1']);
  });
});
