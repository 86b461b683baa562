import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from './event.js';
import { eventSchemas } from './upcasters.js';

function stored(type: string, schemaVersion: number, data: object): RecordedEvent {
  return {
    eventId: randomUUID(),
    streamId: 's-1',
    revision: 0,
    position: 1n,
    type,
    data,
    metadata: { correlationId: 'c', causationId: null, userId: null, occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion },
  };
}

describe('event upcasters', () => {
  // v1 { name } → v2 { familyName, givenName } → v3 adds { nameOrder }
  const type = `PersonRenamed-${randomUUID()}`;
  eventSchemas.define(type, 3, {
    1: (d) => {
      const [familyName, givenName = ''] = String(d.name).split(' ');
      return { familyName, givenName };
    },
    2: (d) => ({ ...d, nameOrder: 'family_first' }),
  });

  it('raises a stored old shape to the current version without touching the stored event', () => {
    const old = stored(type, 1, { name: '山田 太郎' });
    const raised = eventSchemas.upcast(old);
    expect(raised.data).toEqual({ familyName: '山田', givenName: '太郎', nameOrder: 'family_first' });
    expect(raised.metadata.schemaVersion).toBe(3);
    expect(old.data).toEqual({ name: '山田 太郎' });
    expect(old.metadata.schemaVersion).toBe(1);
    expect(eventSchemas.upcast(stored(type, 2, { familyName: '佐藤', givenName: '花子' })).data).toEqual({
      familyName: '佐藤',
      givenName: '花子',
      nameOrder: 'family_first',
    });
  });

  it('leaves current events and unknown types as they are, and names the current version', () => {
    const current = stored(type, 3, { familyName: 'a', givenName: 'b', nameOrder: 'family_first' });
    expect(eventSchemas.upcast(current)).toBe(current);
    const unknown = stored(`Unknown-${randomUUID()}`, 1, { x: 1 });
    expect(eventSchemas.upcast(unknown)).toBe(unknown);
    expect(eventSchemas.currentVersion(type)).toBe(3);
    expect(eventSchemas.currentVersion(unknown.type)).toBe(1);
  });

  it('fails loudly, at start-up, when an upcaster is missing', () => {
    const gappy = `Gappy-${randomUUID()}`;
    expect(() => eventSchemas.define(gappy, 3, { 1: (d) => d })).toThrow(`No upcaster for ${gappy} v2`);
    // Nothing half-defined is left behind: the type is still unknown.
    expect(eventSchemas.currentVersion(gappy)).toBe(1);
  });

  it('refuses a version that is not a positive integer', () => {
    expect(() => eventSchemas.define(`Bad-${randomUUID()}`, 0)).toThrow(/positive integer/);
    expect(() => eventSchemas.define(`Bad-${randomUUID()}`, 1.5)).toThrow(/positive integer/);
  });
});
