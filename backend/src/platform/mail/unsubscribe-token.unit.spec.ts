import { UnsubscribeTokens } from './unsubscribe-token.js';

describe('unsubscribe tokens', () => {
  const tokens = new UnsubscribeTokens('a-server-secret-of-enough-length-000');

  it('names the person and kind it was made for, every time it is read', () => {
    const token = tokens.sign({ recipientId: 'user-1', kind: 'companion.inquiry-received' });
    expect(tokens.verify(token)).toEqual({ recipientId: 'user-1', kind: 'companion.inquiry-received' });
    expect(tokens.verify(token)).toEqual({ recipientId: 'user-1', kind: 'companion.inquiry-received' });
  });

  it('refuses a token made with another secret, altered, or not a token at all', () => {
    const token = tokens.sign({ recipientId: 'user-1', kind: 'k' });
    const [payload, mac] = token.split('.');
    const other = new UnsubscribeTokens('another-secret-of-enough-length-0000').sign({ recipientId: 'user-1', kind: 'k' });
    const someoneElse = Buffer.from('user-2\nk').toString('base64url');
    for (const bad of [other, `${someoneElse}.${mac}`, `${payload}.${mac.slice(1)}`, `${payload}.${mac}.x`, 'x', '', null, 42, 'a'.repeat(600)]) {
      expect(tokens.verify(bad)).toBeNull();
    }
  });
});
