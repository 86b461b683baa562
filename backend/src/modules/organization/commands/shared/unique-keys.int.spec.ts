import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { aSessionUser } from '../../../../platform/auth/session-user.mother.js';
import { DataSource } from 'typeorm';
import { writtenLog } from '../../../../test-support/event-log.js';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { startTestApp, type TestApp } from '../../../../test-support/test-app.js';
import { signIn, type SignedInUser } from '../../../../test-support/sign-in.js';
import { RegisterCompanyMember } from '../../domain/company-member.commands.js';
import { companyMemberDecider, companyMemberStream } from '../../domain/company-member.js';
import { CreateDepartment } from '../../domain/department.commands.js';
import { departmentDecider, departmentStream } from '../../domain/department.js';
import { normalizeKey } from '../../domain/normalize.js';
import { AlreadyExistsError } from '../../domain/organization.errors.js';
import { CreatePosition } from '../../domain/position.commands.js';
import { positionDecider, positionStream } from '../../domain/position.js';
import { UNWRITTEN_HOLDER_GRACE_MS } from '../../domain/reservation.js';
import type { ReservationKind } from '../../events/reservation.events.js';
import { keyStreamId } from './unique-keys.js';

const ROUNDS = 10;
const PARALLEL = 30;

describe('unique keys: department names, position names and member e-mails under concurrency, over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let store: EventStore;
  let aggregates: AggregateStore;
  let clock: Clock;
  let leader: SignedInUser;
  let teamId: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    store = app.get<EventStore>(EVENT_STORE, { strict: false });
    aggregates = app.get(AggregateStore, { strict: false });
    clock = app.get<Clock>(CLOCK, { strict: false });
    leader = await signIn(app, 'leader@example.com');
    teamId = (await leader.agent.post('/api/teams').set(leader.headers).send({ name: '開発チーム' }).expect(201)).body.id;
  });
  afterAll(async () => {
    await testApp.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** How each kind of key is created over HTTP, listed, recorded, and created by its owner's aggregate. */
  interface Kind {
    kind: ReservationKind;
    label: string;
    path: string;
    body: (key: string) => object;
    /** The reservation key's parts (scope first). */
    parts: (key: string) => string[];
    /** The keyed value of a read-model row and of the creation event's data. */
    keyOf: (item: Record<string, unknown>) => string;
    created: string;
    abandoned: string;
    ownerStream: (ownerId: string) => string;
    /** The owner's creation, as the request that reserved the key would append it next. */
    createOwner: (ownerId: string, key: string) => Promise<unknown>;
  }
  const actor = () => aSessionUser({ id: leader.user.id, isAdmin: true });
  const kinds: Kind[] = [
    {
      kind: 'position-name',
      label: 'position names',
      path: '/api/positions',
      body: (key) => ({ teamId, name: key }),
      parts: (key) => [teamId, key],
      keyOf: (item) => String(item.name),
      created: 'PositionCreated',
      abandoned: 'PositionCreationAbandoned',
      ownerStream: positionStream.streamId,
      createOwner: (positionId, name) => {
        const create = new CreatePosition({ positionId, teamId, name }, actor());
        return aggregates.execute(positionStream.streamId(positionId), positionDecider, (state) => positionDecider.decide(create, state));
      },
    },
    {
      kind: 'department-name',
      label: 'department names',
      path: '/api/departments',
      body: (key) => ({ teamId, name: key }),
      parts: (key) => [teamId, key],
      keyOf: (item) => String(item.name),
      created: 'DepartmentCreated',
      abandoned: 'DepartmentCreationAbandoned',
      ownerStream: departmentStream.streamId,
      createOwner: (departmentId, name) => {
        const create = new CreateDepartment({ departmentId, teamId, name }, actor());
        return aggregates.execute(departmentStream.streamId(departmentId), departmentDecider, (state) => departmentDecider.decide(create, state));
      },
    },
    {
      kind: 'member-email',
      label: 'member e-mails',
      path: '/api/company-members',
      body: (key) => ({ teamId, firstName: '花子', lastName: '佐藤', email: key }),
      parts: (key) => [key],
      keyOf: (item) => String(item.email),
      created: 'CompanyMemberRegistered',
      abandoned: 'CompanyMemberRegistrationAbandoned',
      ownerStream: companyMemberStream.streamId,
      createOwner: (memberId, email) => {
        const register = new RegisterCompanyMember({ memberId, teamId, firstName: '花子', lastName: '佐藤', email }, actor());
        return aggregates.execute(companyMemberStream.streamId(memberId), companyMemberDecider, (state) => companyMemberDecider.decide(register, state));
      },
    },
  ];
  let serial = 0;
  /** A key no earlier test used, in the shape its kind needs. */
  const freshKey = (kind: Kind) => (kind.kind === 'member-email' ? `taken-${++serial}@example.com` : `キー${++serial}`);

  const create = (kind: Kind, key: string) => leader.agent.post(kind.path).set(leader.headers).send(kind.body(key));
  /** Read-model rows holding `key` (compared as the write side compares it). */
  const rowsWith = async (kind: Kind, key: string) => {
    const { body } = await leader.agent.get(kind.path).query({ teamId }).expect(200);
    return (body as Record<string, unknown>[]).filter((row) => normalizeKey(kind.keyOf(row)) === normalizeKey(key));
  };
  const everyEvent = () => writtenLog(store, app.get(DataSource));
  /** Creation events in the log that carry `key`. */
  const creationsOf = async (kind: Kind, key: string) =>
    (await everyEvent()).filter((e) => e.type === kind.created && normalizeKey(kind.keyOf(e.data as Record<string, unknown>)) === normalizeKey(key));

  describe.each(kinds)('$label', (kind) => {
    it(`creates exactly one of ${PARALLEL} parallel requests for one key, in each of ${ROUNDS} rounds`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const key = freshKey(kind);
        // Half of them spell the key in upper case: the same key after case folding.
        const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => create(kind, i % 2 ? key.toUpperCase() : key)));
        const created = answers.filter((res) => res.status === 201);
        const refused = answers.filter((res) => res.status === 409);
        expect({ round, created: created.length, refused: refused.length }).toEqual({ round, created: 1, refused: PARALLEL - 1 });
        for (const res of refused) expect(res.body).toMatchObject({ statusCode: 409, message: expect.stringContaining('重複') });
        const rows = await rowsWith(kind, key);
        expect(rows.map((row) => row.id)).toEqual([created[0].body.id]);
        expect(await creationsOf(kind, key)).toHaveLength(1);
      }
    });

    describe('a key whose holder was never written (its request stopped after reserving)', () => {
      /** What a request that stopped right after reserving `key` leaves behind: the reservation, no owner. */
      async function stoppedRequest(key: string, reservedAt: Date): Promise<string> {
        const ownerId = randomUUID();
        await aggregates.append(
          keyStreamId({ kind: kind.kind, parts: kind.parts(key) }),
          [{ type: 'KeyReserved', data: { kind: kind.kind, ownerId, reservedAt: reservedAt.toISOString() } }],
          'no_stream',
        );
        return ownerId;
      }
      const later = (ms: number) => jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + ms));

      it('is refused while its request may still write it, and taken over once its grace is over', async () => {
        const key = freshKey(kind);
        const stopped = await stoppedRequest(key, clock.now());
        const early = await create(kind, key).expect(409);
        expect(early.body.message).toContain('重複');
        expect(await rowsWith(kind, key)).toHaveLength(0);

        later(UNWRITTEN_HOLDER_GRACE_MS + 1000);
        const { body } = await create(kind, key).expect(201);
        expect((await rowsWith(kind, key)).map((row) => row.id)).toEqual([body.id]);
        // The stopped request's owner can never be written now: its creation was abandoned first.
        expect((await store.readStream(kind.ownerStream(stopped))).map((e) => e.type)).toEqual([kind.abandoned]);
      });

      it('a request that was only late cannot write its owner after the key was taken over', async () => {
        const key = freshKey(kind);
        const late = await stoppedRequest(key, new Date(clock.now().getTime() - UNWRITTEN_HOLDER_GRACE_MS - 1000));
        await create(kind, key).expect(201);
        // The late request goes on with its next step, appending its owner: refused, nothing appended.
        await expect(kind.createOwner(late, key)).rejects.toBeInstanceOf(AlreadyExistsError);
        expect((await store.readStream(kind.ownerStream(late))).map((e) => e.type)).toEqual([kind.abandoned]);
        expect(await rowsWith(kind, key)).toHaveLength(1);
        expect(await creationsOf(kind, key)).toHaveLength(1);
      });

      it('keeps the key for a holder that was written after all, even past the grace', async () => {
        const key = freshKey(kind);
        const slow = await stoppedRequest(key, new Date(clock.now().getTime() - UNWRITTEN_HOLDER_GRACE_MS - 1000));
        await kind.createOwner(slow, key);
        const res = await create(kind, key).expect(409);
        expect(res.body.message).toContain('重複');
        expect(await creationsOf(kind, key)).toHaveLength(1);
      });
    });
  });

  it('takes over at once a key reserved before reservations recorded their time (KeyReserved v1), if its holder was never written', async () => {
    const [positions] = kinds;
    const key = freshKey(positions);
    const stopped = randomUUID();
    await store.appendToStream(
      keyStreamId({ kind: 'position-name', parts: [teamId, key] }),
      [
        {
          eventId: randomUUID(),
          type: 'KeyReserved',
          data: { kind: 'position-name', ownerId: stopped },
          metadata: { correlationId: 'c', causationId: null, userId: null, occurredAt: clock.now().toISOString(), schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await create(positions, key).expect(201);
    expect((await store.readStream(positionStream.streamId(stopped))).map((e) => e.type)).toEqual(['PositionCreationAbandoned']);
  });
});
