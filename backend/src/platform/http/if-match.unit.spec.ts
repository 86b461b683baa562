import { BadRequestException } from '@nestjs/common';
import { IF_MATCH_PATTERN, parseIfMatch } from './if-match.js';

describe('parseIfMatch', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['*', undefined],
    ['3', 3],
    ['"3"', 3],
    ['W/"12"', 12],
    [' 0 ', 0],
  ])('reads %p as %p', (header, expected) => {
    expect(parseIfMatch(header)).toBe(expected);
  });
  it.each(['abc', '-1', '1.5', '"x"', '9999999999'])('refuses %p with a 400', (header) => {
    expect(() => parseIfMatch(header)).toThrow(BadRequestException);
  });
  it('publishes in the OpenAPI document exactly what it reads', () => {
    const documented = new RegExp(IF_MATCH_PATTERN);
    for (const header of ['', '*', '3', '"3"', 'W/"12"', ' 0 ']) expect(documented.test(header)).toBe(true);
    for (const header of ['abc', '-1', '1.5', '"x"', '9999999999']) expect(documented.test(header)).toBe(false);
  });
});

