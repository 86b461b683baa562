import { bigrams, fold, significantLength, termCounts, words } from './japanese-text.js';
import { snippet } from './snippet.js';

describe('Japanese text for the search', () => {
  it('makes full-width, half-width, katakana and case variants equal', () => {
    expect(fold('ＭＶＶ')).toBe('mvv');
    expect(fold('ﾌﾞﾚｰｷ')).toBe('ぶれーき');
    expect(fold('ブレーキ')).toBe(fold('ぶれーき'));
    expect(fold('１ｏｎ１')).toBe('1on1');
  });

  it('cuts words with the dictionary segmenter, before katakana are folded, and leaves out lone particles', () => {
    expect(words('メンタルブレーキを外して当事者意識を育てる')).toEqual(['めんたる', 'ぶれーき', '外', '当事者', '意識', '育てる']);
  });

  it('indexes every run of letters and digits as overlapping bigrams, so a word inside a compound is found', () => {
    expect(bigrams(fold('心のブレーキ'))).toEqual(['心の', 'のぶ', 'ぶれ', 'れー', 'ーき']);
    expect(bigrams('影響・輪')).toEqual(['影響', '輪']);
    const compound = termCounts('心のブレーキ');
    for (const gram of bigrams(fold('ブレーキ'))) expect(compound.has(`b:${gram}`)).toBe(true);
  });

  it('counts only letters and digits towards the 3-character minimum', () => {
    expect(significantLength('氷山')).toBe(2);
    expect(significantLength(' 氷 。山')).toBe(2);
    expect(significantLength('ＭＶＶ')).toBe(3);
  });

  it('cuts a snippet of about 100 characters around the matches and marks them in the original script', () => {
    const text = `${'前置きの文です。'.repeat(20)}ここで心のブレーキに気づきます。${'後の文です。'.repeat(20)}`;
    const { text: passage, highlights } = snippet(text, 'ぶれーき');
    expect(passage.length).toBeLessThanOrEqual(102);
    expect(passage.startsWith('…')).toBe(true);
    expect(highlights.map(({ start, length }) => passage.slice(start, start + length))).toEqual(['ブレーキ']);
  });
});
