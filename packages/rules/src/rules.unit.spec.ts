import { describe, expect, it } from '@jest/globals';
import * as rules from './index.js';
import type { TextLimit } from './text-limit.js';

/** Every limit object the package exports (`*_LIMITS`), flattened to `NAME.field` → limit. */
function everyLimit(): [string, Record<string, unknown>][] {
  return Object.entries(rules)
    .filter(([name]) => name.endsWith('_LIMITS'))
    .flatMap(([name, limits]) => Object.entries(limits as Record<string, Record<string, unknown>>).map(([field, limit]) => [`${name}.${field}`, limit] as [string, Record<string, unknown>]));
}

describe('@pivot/rules', () => {
  it('exports limits', () => {
    expect(everyLimit().length).toBeGreaterThan(0);
  });

  it.each(everyLimit())('%s: a text limit speaks Japanese and names its bounds in its messages', (_, limit) => {
    if (!('tooLong' in limit)) return;
    const { max, tooLong, min, tooShort } = limit as unknown as TextLimit;
    expect(Number.isInteger(max) && max > 0).toBe(true);
    expect(tooLong).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
    if (/文字以内/.test(tooLong)) expect(tooLong).toContain(`${max}文字以内`);
    expect(min === undefined).toBe(tooShort === undefined);
    if (min !== undefined && tooShort !== undefined) {
      expect(min).toBeLessThanOrEqual(max);
      if (/文字以上/.test(tooShort)) expect(tooShort).toContain(`${min}文字以上`);
    }
  });

  it.each(everyLimit())('%s: every bound comes with a message', (_, limit) => {
    const numbers = Object.entries(limit).filter(([, value]) => typeof value === 'number').map(([key]) => key);
    const messages = Object.values(limit).filter((value) => typeof value === 'string');
    if (numbers.length > 0) expect(messages.length).toBeGreaterThan(0);
  });

  describe('a member\'s フリガナ', () => {
    it('folds hiragana, half-width kana and full-width spaces to full-width katakana and one space', () => {
      expect(rules.toFurigana('ﾔﾏﾀﾞ　たろう')).toBe('ヤマダ タロウ');
      expect(rules.toFurigana('  さとう   はなこ ')).toBe('サトウ ハナコ');
      expect(rules.toFurigana('ｽｽﾞｷ ｲﾁﾛｰ')).toBe('スズキ イチロー');
      expect(rules.isFurigana(rules.toFurigana('ﾔﾏﾀﾞ　たろう'))).toBe(true);
    });

    it('refuses kanji, Latin letters and digits', () => {
      for (const raw of ['山田 タロウ', 'Yamada', 'ヤマダ1', '']) expect(rules.isFurigana(rules.toFurigana(raw))).toBe(false);
    });
  });

  describe('the MS board', () => {
    it('keeps its axes inside the board, in order', () => {
      expect(0 < rules.SKILL_AXIS_START_PX && rules.SKILL_AXIS_START_PX < rules.SKILL_FULL_PX && rules.SKILL_FULL_PX < rules.SKILL_AXIS_END_PX && rules.SKILL_AXIS_END_PX < rules.BOARD_WIDTH).toBe(true);
      expect(0 < rules.MINDSET_AXIS_TOP_PX && rules.MINDSET_AXIS_TOP_PX < rules.MINDSET_TOP_BAND_PX && rules.MINDSET_TOP_BAND_PX < rules.MINDSET_AXIS_BOTTOM_PX && rules.MINDSET_AXIS_BOTTOM_PX < rules.BOARD_HEIGHT).toBe(true);
    });

    it('reads levels 0..120 for skill and 0..100 for mindset over the whole board, growing right and up', () => {
      let previousSkill = -1;
      for (let x = 0; x <= 1; x += 0.01) {
        const { skillLevel } = rules.levelsAt({ x, y: 0 });
        expect(skillLevel).toBeGreaterThanOrEqual(previousSkill);
        expect(skillLevel).toBeLessThanOrEqual(rules.SKILL_MAX_IN_TOP_BAND);
        previousSkill = skillLevel;
      }
      let previousMindset = 101;
      for (let y = 0; y <= 1; y += 0.01) {
        const { mindsetLevel } = rules.levelsAt({ x: 0.5, y });
        expect(mindsetLevel).toBeLessThanOrEqual(previousMindset);
        expect(mindsetLevel).toBeGreaterThanOrEqual(0);
        previousMindset = mindsetLevel;
      }
    });

    it('places a new member at the centre of the board', () => {
      expect(rules.DEFAULT_POSITION).toEqual({ x: 0.5, y: 0.5 });
    });
  });

  describe('the 1on1 quadrants', () => {
    it('name four quadrants, one for each corner of the board', () => {
      const corners = [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ].map(([x, y]) => rules.quadrantOf(rules.levelsFromPosition(x, y)));
      expect(corners).toEqual([...rules.ONE_ON_ONE_QUADRANTS]);
    });

    it('counts the threshold as high, despite binary noise (1 − 0.3)', () => {
      expect(rules.quadrantOf(rules.levelsFromPosition(0.7, 0.3))).toBe('strategy');
      expect(rules.quadrantOf(rules.levelsFromPosition(0.69, 0.31))).toBe('mixed');
    });

    it('labels performance on the average of both levels', () => {
      expect(rules.PERFORMANCE_LABELS.map((label, index) => rules.performanceLabel({ trustLevel: 0.75 - index * 0.25, mindsetLevel: 0.75 - index * 0.25 }))).toEqual([...rules.PERFORMANCE_LABELS]);
    });
  });
});
