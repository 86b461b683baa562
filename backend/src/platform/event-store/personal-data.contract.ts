import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DomainEvent } from './event.js';
import { EventSchemaRegistry, eventSchemas } from './event-schemas.js';
import { contractEvent, eventStoreContract, untilReadable } from './event-store.contract.js';
import type { EventStore } from './event-store.port.js';
import { InMemoryPersonalDataKeys } from './personal-data-keys.js';
import { PersonalDataProtector } from './personal-data-protector.js';
import { FORGOTTEN_NAME, forgottenEmail, isSealed, personal } from './personal-data.js';
import { UpcastingEventStore } from './upcasting-event-store.js';

type PersonJoined = DomainEvent<'ContractPersonJoined', { personId: string; name: string; email: string; level: number }>;
const SCHEMAS = eventSchemas<PersonJoined>({
  ContractPersonJoined: { version: 1, personal: personal<PersonJoined['data']>('personId', { name: FORGOTTEN_NAME, email: forgottenEmail }) },
});

/** The application's store (sealing, opening) over `adapter`, with its keys in memory. */
function sealingStore(adapter: EventStore) {
  const registry = new EventSchemaRegistry(SCHEMAS);
  const protector = new PersonalDataProtector(new InMemoryPersonalDataKeys(), (type) => registry.personal(type));
  return { store: new UpcastingEventStore(adapter, registry, protector), protector };
}

/**
 * Crypto-shredding over an adapter (decision 0044): the adapter stores personal fields sealed only,
 * the application's store reads them in clear, and as placeholders once the person is forgotten.
 * Also runs the whole EventStore contract through the sealing store. `skipReason` as in
 * `eventStoreContract`.
 */
export function personalDataContract(name: string, factory: () => Promise<{ adapter: EventStore; dispose?: () => Promise<void> }>, options: { skipReason?: string } = {}): void {
  eventStoreContract(
    `${name}, through the sealing store`,
    async () => {
      const { adapter, dispose } = await factory();
      return { store: sealingStore(adapter).store, dispose };
    },
    options,
  );

  const declare = options.skipReason ? describe.skip : describe;
  declare(`personal data in events: ${name}${options.skipReason ? ` (skipped: ${options.skipReason})` : ''}`, () => {
    let adapter: EventStore;
    let dispose: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ adapter, dispose } = await factory());
    });
    afterAll(async () => {
      await adapter.close();
      await dispose?.();
    });

    it('stores the marked fields sealed, reads them in clear, and as placeholders of the same shape once forgotten', async () => {
      const { store, protector } = sealingStore(adapter);
      const personId = randomUUID();
      const stream = `contract_person-${personId}`;
      const data = { personId, name: '忘却 花子', email: 'hanako.forget@example.com', level: 3 };
      const before = await store.headPosition();
      const appended = await store.appendToStream(stream, [contractEvent('ContractPersonJoined', data)], { expectedRevision: 'no_stream' });
      await untilReadable(store, appended.position);

      const [raw] = await adapter.readStream(stream);
      expect(isSealed((raw.data as Record<string, unknown>).name)).toBe(true);
      expect(isSealed((raw.data as Record<string, unknown>).email)).toBe(true);
      expect(JSON.stringify(raw.data)).not.toContain('花子');
      expect(JSON.stringify(raw.data)).not.toContain('hanako');
      expect((await store.readStream(stream))[0].data).toEqual(data);
      expect((await store.readAll({ after: before })).find((e) => e.streamId === stream)?.data).toEqual(data);

      await protector.forget(personId);
      const forgotten = { personId, name: FORGOTTEN_NAME, email: forgottenEmail(personId), level: 3 };
      expect((await store.readStream(stream))[0].data).toEqual(forgotten);
      expect((await store.readAll({ after: before })).find((e) => e.streamId === stream)?.data).toEqual(forgotten);
      expect((await adapter.readStream(stream))[0].data).toEqual(raw.data);
    });
  });
}
