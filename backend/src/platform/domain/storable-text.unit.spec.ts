import { isStorableText } from './storable-text.js';

describe('isStorableText', () => {
  it.each([['営業部'], [''], ['emoji 😀 (a surrogate pair)'], ['tab\tand\nnewline'], ['\u0001 and \u001f']])('accepts %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });
  it.each([['T\u0000'], ['\u0000'], ['\ud800'], ['x\udc00y'], ['a\ud83d'], ['\ude00b'], ['😀'.split('').reverse().join('')]])(
    'refuses %j',
    (text) => {
      expect(isStorableText(text)).toBe(false);
    },
  );
});
