import { randomUUID } from 'node:crypto';
import { deriveEventId, isDerivedEventId, uuidV5 } from './derived-event-id.js';

describe('derived event ids', () => {
  it('computes RFC 9562 version 5 UUIDs (the RFC’s DNS-namespace example)', () => {
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('gives the same parts the same id, and different parts different ids', () => {
    const id = deriveEventId('award-points-on-feedback-given', 'b6f0…event', 'points-m1', '0');
    expect(deriveEventId('award-points-on-feedback-given', 'b6f0…event', 'points-m1', '0')).toBe(id);
    expect(deriveEventId('award-points-on-feedback-given', 'b6f0…event', 'points-m1', '1')).not.toBe(id);
    expect(deriveEventId('another-reactor', 'b6f0…event', 'points-m1', '0')).not.toBe(id);
    // Where one part ends and the next begins is part of the name.
    expect(deriveEventId('a|b', 'c')).not.toBe(deriveEventId('a', 'b|c'));
    expect(deriveEventId('ab', 'c')).not.toBe(deriveEventId('a', 'bc'));
  });

  it('tells derived ids from random ones', () => {
    expect(isDerivedEventId(deriveEventId('x'))).toBe(true);
    expect(isDerivedEventId(randomUUID())).toBe(false);
    expect(isDerivedEventId('not-a-uuid')).toBe(false);
  });
});
