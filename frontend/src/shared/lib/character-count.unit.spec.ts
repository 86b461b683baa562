import { characterCount } from './character-count';

describe('characterCount', () => {
  it('counts an emoji as one character', () => {
    expect(characterCount('😢😢あ')).toBe(3);
  });
});
