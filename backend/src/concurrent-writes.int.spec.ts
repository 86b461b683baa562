import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestApp, type TestApp } from './test-support/test-app.js';
import { signIn, type SignedInUser } from './test-support/sign-in.js';

const PARALLEL = 30;

/**
 * DESIGN, "Concurrency over HTTP": a write without If-Match applies to the latest state, however
 * many writers it races with; one with a stale If-Match is a 409 that changes nothing. Each write
 * route that changes an existing aggregate gets a case here.
 */
describe('concurrent writes over HTTP: without If-Match each applies to the latest state; a stale If-Match is a 409', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let leader: SignedInUser;
  let teamId: string;
  let seq = 0;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    leader = await signIn(app, 'leader@example.com');
    teamId = (await post('/api/teams', { name: '営業チーム' }).expect(201)).body.id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  function post(path: string, body: object) {
    return leader.agent.post(path).set(leader.headers).send(body);
  }
  function put(path: string, body: object, ifMatch?: number) {
    const req = leader.agent.put(path).set(leader.headers);
    return (ifMatch === undefined ? req : req.set('If-Match', String(ifMatch))).send(body);
  }
  const get = async <T>(path: string): Promise<T> => (await leader.agent.get(path).expect(200)).body as T;
  /** `PARALLEL` requests at once; answers their statuses. */
  const inParallel = async (request: (i: number) => PromiseLike<{ status: number }>) =>
    (await Promise.all(Array.from({ length: PARALLEL }, (_, i) => request(i)))).map((res) => res.status);
  const allOk = Array.from({ length: PARALLEL }, () => 200);
  /** A distinct board position per request (0.01 … 0.30), none the starting 0.5. */
  const spot = (i: number) => ({ positionX: (i + 1) / 100, positionY: 1 - (i + 1) / 100 });

  async function aMember(fields: object = {}): Promise<string> {
    seq += 1;
    return (await post('/api/company-members', { teamId, firstName: '太郎', lastName: `山田${seq}`, email: `taro${seq}@example.com`, ...fields }).expect(201))
      .body.id;
  }

  describe('MS matrix moves (PUT /api/ms-matrix/:id)', () => {
    type Trail = { entryId: string; history: unknown[]; currentPosition: { x: number; y: number } };
    const trailOf = async (entryId: string) => (await get<Trail[]>(`/api/ms-matrix/growth-history/${teamId}`)).find((t) => t.entryId === entryId)!;

    it(`all ${PARALLEL} moves without If-Match succeed, each a new point of the growth history`, async () => {
      const entry = (await post('/api/ms-matrix', { teamId, memberId: await aMember(), positionX: 0.5, positionY: 0.5 }).expect(201)).body;
      expect(await inParallel((i) => put(`/api/ms-matrix/${entry.id}`, spot(i)))).toEqual(allOk);
      const trail = await trailOf(entry.id);
      expect(trail.history).toHaveLength(1 + PARALLEL);
      const last = (await get<{ id: string; revision: number; positionX: number; positionY: number }[]>(`/api/ms-matrix/team/${teamId}`)).find(
        (e) => e.id === entry.id,
      )!;
      expect(last.revision).toBe(PARALLEL);
      expect(trail.currentPosition).toMatchObject({ x: last.positionX, y: last.positionY });
    });

    it('a move with a stale If-Match is a 409 and changes nothing', async () => {
      const entry = (await post('/api/ms-matrix', { teamId, memberId: await aMember(), positionX: 0.5, positionY: 0.5 }).expect(201)).body;
      await put(`/api/ms-matrix/${entry.id}`, spot(1)).expect(200);
      const before = await trailOf(entry.id);
      const res = await put(`/api/ms-matrix/${entry.id}`, spot(2), 0).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict' });
      expect(await trailOf(entry.id)).toEqual(before);
    });
  });

  describe('1on1 moves (PUT /api/1on1-matrix/:id)', () => {
    type Trail = { entryId: string; history: unknown[] };
    const trailOf = async (entryId: string) => (await get<Trail[]>('/api/1on1-matrix/growth-history')).find((t) => t.entryId === entryId)!;

    it(`all ${PARALLEL} moves without If-Match succeed, each a new point of the growth history`, async () => {
      const entry = (await post('/api/1on1-matrix', { employeeId: await aMember(), positionX: 0.5, positionY: 0.5 }).expect(201)).body;
      expect(await inParallel((i) => put(`/api/1on1-matrix/${entry.id}`, spot(i)))).toEqual(allOk);
      expect((await trailOf(entry.id)).history).toHaveLength(1 + PARALLEL);
    });

    it('a move with a stale If-Match is a 409 and changes nothing', async () => {
      const entry = (await post('/api/1on1-matrix', { employeeId: await aMember(), positionX: 0.5, positionY: 0.5 }).expect(201)).body;
      await put(`/api/1on1-matrix/${entry.id}`, spot(1)).expect(200);
      const before = await trailOf(entry.id);
      await put(`/api/1on1-matrix/${entry.id}`, spot(2), 0).expect(409);
      expect(await trailOf(entry.id)).toEqual(before);
    });
  });

  describe('department updates (PUT /api/departments/:id)', () => {
    type Department = { id: string; name: string; description: string | null; revision: number };
    const departmentsNamed = async (name: string) => (await get<Department[]>(`/api/departments?teamId=${teamId}`)).filter((d) => d.name === name);
    const department = async (id: string) => (await get<Department[]>(`/api/departments?teamId=${teamId}`)).find((d) => d.id === id)!;

    it(`all ${PARALLEL} updates without If-Match succeed, each on the latest state`, async () => {
      const { id } = (await post('/api/departments', { teamId, name: '総務部' }).expect(201)).body;
      expect(await inParallel((i) => put(`/api/departments/${id}`, { description: `説明${i}` }))).toEqual(allOk);
      const after = await department(id);
      expect(after.revision).toBe(PARALLEL);
      expect(after.description).toMatch(/^説明\d+$/);
    });

    it(`${PARALLEL} renames without If-Match all succeed, and only the name it ends with stays taken`, async () => {
      const { id } = (await post('/api/departments', { teamId, name: '営業部' }).expect(201)).body;
      const names = Array.from({ length: PARALLEL }, (_, i) => `営業${i}課`);
      expect(await inParallel((i) => put(`/api/departments/${id}`, { name: names[i] }))).toEqual(allOk);
      const { name: final } = await department(id);
      expect(names).toContain(final);
      // Each rename moved the reservation from the name it replaced: every other name is free again.
      for (const name of ['営業部', ...names.filter((n) => n !== final)]) await post('/api/departments', { teamId, name }).expect(201);
      const taken = await post('/api/departments', { teamId, name: final }).expect(409);
      expect(taken.body.message).toContain('重複');
      expect(await departmentsNamed(final)).toHaveLength(1);
    });

    it('an update with a stale If-Match is a 409 and changes nothing', async () => {
      const { id } = (await post('/api/departments', { teamId, name: '経理部' }).expect(201)).body;
      await put(`/api/departments/${id}`, { description: '一回目' }).expect(200);
      await put(`/api/departments/${id}`, { name: '財務部' }, 0).expect(409);
      expect(await department(id)).toMatchObject({ name: '経理部', description: '一回目', revision: 1 });
      await post('/api/departments', { teamId, name: '財務部' }).expect(201);
    });
  });

  it('two concurrent member updates without If-Match both apply: neither undoes the other', async () => {
    const departmentId = (await post('/api/departments', { teamId, name: `人事部${++seq}` }).expect(201)).body.id;
    for (let round = 0; round < 5; round++) {
      const memberId = await aMember();
      const email = `moved${round}-${seq}@example.com`;
      expect(await Promise.all([put(`/api/company-members/${memberId}`, { departmentId }), put(`/api/company-members/${memberId}`, { email })]).then((r) => r.map((x) => x.status))).toEqual([200, 200]);
      const member = (await get<{ id: string; departmentId: string | null; email: string | null }[]>(`/api/company-members?teamId=${teamId}`)).find(
        (m) => m.id === memberId,
      )!;
      expect({ round, departmentId: member.departmentId, email: member.email }).toEqual({ round, departmentId, email });
    }
  });
});
