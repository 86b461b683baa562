import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { CreateDepartment, CreateTeam, RegisterCompanyMember } from '../../organization/index.js';
import { CreateOneOnOneEntry, MoveOneOnOneEntry, RecordOneOnOneSession } from '../domain/one-on-one-entry.commands.js';
import { addDays, datedHistoryApp } from '../../../test-support/dated-history.js';
import type { SignedInUser } from '../../../test-support/sign-in.js';

const TIME_ZONE = 'Asia/Tokyo';

type Entry = Record<string, unknown> & { id: string; employeeName: string; positionX: number; positionY: number };
interface AsOf {
  date: string;
  teamCreatedOn: string | null;
  emptyReason: string | null;
  entries: Entry[];
}

/** What the current board and the as-of board both say of an entry. */
const SHARED = [
  'id', 'managerId', 'teamId', 'employeeId', 'employeeName', 'departmentId', 'departmentName', 'departmentColor', 'positionX', 'positionY',
  'trustLevel', 'mindsetLevel', 'quadrant', 'approachLabel', 'recommendedApproach', 'lastSessionDate', 'nextSessionDate', 'isStale', 'createdAt',
];
const shown = (entry: Entry) => Object.fromEntries(SHARED.map((key) => [key, entry[key]]));

describe('1on1 matrix as of a past day, over HTTP', () => {
  // The manager runs the dated commands.
  const history = datedHistoryApp(['asof-manager@example.com', 'asof-colleague@example.com', 'asof-outsider@example.com'], TIME_ZONE);
  const { at, settled, today, daysAgo } = history;
  let manager: SignedInUser;
  let colleague: SignedInUser;
  let outsider: SignedInUser;
  beforeAll(() => {
    [manager, colleague, outsider] = history.users;
  });
  const asOf = async (teamId: string, date: string, who: SignedInUser = manager) =>
    (await who.agent.get('/api/1on1-matrix/manager/as-of').query({ teamId, date }).expect(200)).body as AsOf;
  const current = async (teamId: string) => (await manager.agent.get('/api/1on1-matrix/manager').query({ teamId }).expect(200)).body as Entry[];

  /** Created 60 days ago; an entry 50 days ago with a session 40 days ago; the board kept; then a move, a session and a rename. */
  async function aTeamWithHistory() {
    const { id: teamId } = await at(daysAgo(60), new CreateTeam({ teamId: randomUUID(), name: `1on1履歴${randomUUID().slice(0, 6)}` }, history.actor));
    const { id: departmentId } = await at(daysAgo(59), new CreateDepartment({ departmentId: randomUUID(), teamId, name: '営業部', color: '#EF4444' }, history.actor));
    const { id: employeeId } = await at(
      daysAgo(55),
      new RegisterCompanyMember({ memberId: randomUUID(), teamId, firstName: '花子', lastName: '佐藤', departmentId }, history.actor),
    );
    const { id: entryId } = await at(daysAgo(50), new CreateOneOnOneEntry({ employeeId, positionX: 0.3, positionY: 0.6, teamId, pointId: randomUUID() }, history.actor));
    const session = (when: number, next: number) =>
      at(
        daysAgo(when),
        new RecordOneOnOneSession(
          {
            entryId, sessionId: randomUUID(), sessionDate: addDays(today(), -when), approach: 'trust_building', outcomes: null, feedback: null,
            effectiveness: 4, nextSessionDate: addDays(today(), -when + next),
          },
          history.actor,
        ),
      );
    await session(40, 14);
    await settled();
    const monthAgoBoard = await current(teamId);
    await at(daysAgo(10), new MoveOneOnOneEntry({ entryId, to: { x: 0.8, y: 0.2 }, pointId: randomUUID() }, history.actor));
    await session(10, 14);
    await settled();
    await manager.agent.put(`/api/company-members/${employeeId}`).set(manager.headers).send({ lastName: '伊藤' }).expect(200);
    await settled();
    return { teamId, monthAgoBoard };
  }

  it('equals the current board for today, and a month ago the board after only the older events, with that day’s name and last session', async () => {
    const { teamId, monthAgoBoard } = await aTeamWithHistory();
    const now = await asOf(teamId, today());
    expect(now.entries.map(shown)).toEqual((await current(teamId)).map(shown));
    expect(now.entries[0]).toMatchObject({ employeeName: '伊藤 花子', positionX: 0.8, quadrant: 'strategy' });

    const monthAgo = await asOf(teamId, addDays(today(), -30));
    // The current board then said "stale" against the real today; as of that day the session was 10 days before.
    expect(monthAgo.entries.map((e) => ({ ...shown(e), isStale: undefined }))).toEqual(monthAgoBoard.map((e) => ({ ...shown(e), isStale: undefined })));
    expect(monthAgo.entries[0]).toMatchObject({ employeeName: '佐藤 花子', lastSessionDate: addDays(today(), -40), isStale: false });
    expect((await asOf(teamId, addDays(today(), -20))).entries[0]).toMatchObject({ isStale: true });
  });

  it('answers an empty board with its reason before the team and before the first entry', async () => {
    const { teamId } = await aTeamWithHistory();
    expect(await asOf(teamId, addDays(today(), -61))).toMatchObject({ entries: [], emptyReason: 'before_team', teamCreatedOn: addDays(today(), -60) });
    expect(await asOf(teamId, addDays(today(), -51))).toMatchObject({ entries: [], emptyReason: 'nobody_placed' });
  });

  it("shows a colleague none of the manager's entries, refuses another manager's to a non-admin and a team the caller cannot read", async () => {
    const { teamId } = await aTeamWithHistory();
    await manager.agent.put(`/api/teams/${teamId}/visibility`).set(manager.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await colleague.agent.post('/api/user-teams').set(colleague.headers).send({ userId: colleague.user.id, teamId }).expect(201);
    expect(await asOf(teamId, today(), colleague)).toMatchObject({ entries: [], emptyReason: 'nobody_placed' });
    const named = await colleague.agent.get('/api/1on1-matrix/manager/as-of').query({ teamId, date: today(), managerId: manager.user.id }).expect(403);
    expect(named.body.message).toBe('他のマネージャーの1on1エントリーは管理者のみ閲覧できます');
    const refused = await outsider.agent.get('/api/1on1-matrix/manager/as-of').query({ teamId, date: today() }).expect(403);
    expect(refused.body.message).toBe('このチームの1on1マトリックスを閲覧する権限がありません');
  });

  it.each([
    ['a malformed date', { date: '05/01/2026' }, '日付はYYYY-MM-DD形式で指定してください'],
    ['a day that does not exist', { date: '2026-13-01' }, '日付はYYYY-MM-DD形式の実在する日付で指定してください'],
    ['a future day', { date: 'tomorrow' }, '未来の日付のボードは表示できません。今日以前の日付を指定してください'],
    ['no team', { teamId: '' }, 'チームを指定してください'],
  ])('answers 400 with its reason for %s, changing nothing', async (_case, fields, message) => {
    const { teamId } = await aTeamWithHistory();
    const before = await history.app.get<EventStore>(EVENT_STORE).headPosition();
    const query = { teamId, date: today(), ...fields };
    if (query.date === 'tomorrow') query.date = addDays(today(), 1);
    const res = await manager.agent.get('/api/1on1-matrix/manager/as-of').query(query).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(await history.app.get<EventStore>(EVENT_STORE).headPosition()).toBe(before);
  });

  it('answers 404 for an unknown team', async () => {
    const res = await manager.agent.get('/api/1on1-matrix/manager/as-of').query({ teamId: 'no-such-team', date: today() }).expect(404);
    expect(res.body.message).toBe('チームが見つかりません');
  });
});
