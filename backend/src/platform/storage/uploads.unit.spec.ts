import { describe, expect, it } from '@jest/globals';
import { displayNameOf } from './uploads.js';

describe('displayNameOf: a client file name is a display name, never a path', () => {
  it.each([
    ['../../../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\config', 'config'],
    ['/absolute/path/写真.jpg', '写真.jpg'],
    ['..', 'file'],
    ['a\u0000b\u001fc.png', 'abc.png'],
    [undefined, 'file'],
    ['x'.repeat(300), 'x'.repeat(200)],
  ])('%j → %j', (name, shown) => {
    expect(displayNameOf(name)).toBe(shown);
  });
});
