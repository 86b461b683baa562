import { MEMBER_PALETTE, memberColor, memberColorIndex, nameHash } from './member-colors';

describe('member colours (spec part 1 §9)', () => {
  it('gives a name the same colour every time, from the palette of 10', () => {
    expect(MEMBER_PALETTE).toHaveLength(10);
    expect(memberColor('山田 太郎')).toBe(memberColor('山田 太郎'));
    expect(MEMBER_PALETTE).toContain(memberColor('山田 太郎'));
  });

  it('picks the colour by the hash of the name', () => {
    expect(nameHash('')).toBe(0);
    expect(nameHash('a')).toBe(97);
    expect(nameHash('ab')).toBe(97 * 31 + 98);
    expect(memberColor('ab')).toBe(MEMBER_PALETTE[(97 * 31 + 98) % 10]);
  });

  it('spreads names over the palette', () => {
    const names = ['山田 太郎', '佐藤 花子', '鈴木 一郎', '高橋 誠', '田中 結衣', '伊藤 隆', '渡辺 健太', '中村 彩花', '小林 翔太', '加藤 真由美'];
    expect(new Set(names.map(memberColor)).size).toBeGreaterThan(4);
  });

  it('keeps long names (overflowing 32 bits) inside the palette', () => {
    expect(MEMBER_PALETTE).toContain(memberColor('長い名前'.repeat(50)));
  });

  it('gives the palette index of the colour, for markers drawn once per colour', () => {
    expect(MEMBER_PALETTE[memberColorIndex('山田 太郎')]).toBe(memberColor('山田 太郎'));
  });
});
