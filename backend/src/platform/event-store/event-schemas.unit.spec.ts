import { randomUUID } from 'node:crypto';
import type { DomainEvent, RecordedEvent } from './event.js';
import { EventSchemaRegistry, UnregisteredEventTypeError, eventSchemas, type EventSchema } from './event-schemas.js';

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

type PersonRenamed = DomainEvent<'PersonRenamed', { familyName: string; givenName: string; nameOrder: 'family_first' }>;
type PersonLeft = DomainEvent<'PersonLeft', { personId: string }>;

// PersonRenamed v1 { name } → v2 { familyName, givenName } → v3 adds { nameOrder }
const PERSON_EVENT_SCHEMAS = eventSchemas<PersonRenamed | PersonLeft>({
  PersonRenamed: {
    version: 3,
    upcasters: {
      1: (d) => {
        const [familyName, givenName = ''] = String(d.name).split(' ');
        return { familyName, givenName };
      },
      2: (d) => ({ ...d, nameOrder: 'family_first' }),
    },
  },
  PersonLeft: 1,
});

describe('event schemas', () => {
  const registry = new EventSchemaRegistry(PERSON_EVENT_SCHEMAS);

  it('lists a module’s types with their versions, as plain data', () => {
    expect(PERSON_EVENT_SCHEMAS.map(({ type, version }) => ({ type, version }))).toEqual([
      { type: 'PersonRenamed', version: 3 },
      { type: 'PersonLeft', version: 1 },
    ]);
    expect(registry.types()).toEqual(['PersonRenamed', 'PersonLeft']);
    expect(registry.currentVersion('PersonRenamed')).toBe(3);
    expect(registry.currentVersion('PersonLeft')).toBe(1);
  });

  it('raises a stored old shape to the current version without touching the stored event', () => {
    const old = stored('PersonRenamed', 1, { name: '山田 太郎' });
    const raised = registry.upcast(old);
    expect(raised.data).toEqual({ familyName: '山田', givenName: '太郎', nameOrder: 'family_first' });
    expect(raised.metadata.schemaVersion).toBe(3);
    expect(old.data).toEqual({ name: '山田 太郎' });
    expect(old.metadata.schemaVersion).toBe(1);
    expect(registry.upcast(stored('PersonRenamed', 2, { familyName: '佐藤', givenName: '花子' })).data).toEqual({
      familyName: '佐藤',
      givenName: '花子',
      nameOrder: 'family_first',
    });
  });

  it('leaves current events and unregistered types as they are', () => {
    const current = stored('PersonRenamed', 3, { familyName: 'a', givenName: 'b', nameOrder: 'family_first' });
    expect(registry.upcast(current)).toBe(current);
    const unknown = stored('SomethingElse', 1, { x: 1 });
    expect(registry.upcast(unknown)).toBe(unknown);
  });

  it('refuses to give a version to a type no module registered, naming the fix', () => {
    expect(() => registry.currentVersion('PersonMoved')).toThrow(UnregisteredEventTypeError);
    expect(() => registry.currentVersion('PersonMoved')).toThrow(/PersonMoved.*EventStoreModule\.forFeature/);
    expect(() => registry.assertRegistered(['PersonLeft', 'PersonMoved'], 'handled by projection people')).toThrow(
      /PersonMoved \(handled by projection people\)/,
    );
    expect(() => registry.assertRegistered(['PersonLeft', 'PersonRenamed'], 'handled by projection people')).not.toThrow();
  });

  it('fails loudly, at start-up, when an upcaster is missing, and registers nothing of that list', () => {
    const fresh = new EventSchemaRegistry();
    const gappy: EventSchema[] = [
      { type: 'Fine', version: 1, upcasters: {} },
      { type: 'Gappy', version: 3, upcasters: { 1: (d: Record<string, unknown>) => d } },
    ];
    expect(() => fresh.register(gappy)).toThrow('No upcaster for Gappy v2');
    expect(fresh.types()).toEqual([]);
  });

  it('refuses a version that is not a positive integer', () => {
    const fresh = new EventSchemaRegistry();
    expect(() => fresh.register([{ type: 'Bad', version: 0, upcasters: {} }])).toThrow(/positive integer/);
    expect(() => fresh.register([{ type: 'Bad', version: 1.5, upcasters: {} }])).toThrow(/positive integer/);
  });

  it('refuses a type registered twice (one module owns a type)', () => {
    const fresh = new EventSchemaRegistry(PERSON_EVENT_SCHEMAS);
    expect(() => fresh.register([{ type: 'PersonLeft', version: 1, upcasters: {} }])).toThrow('Event type PersonLeft is registered twice');
  });
});
