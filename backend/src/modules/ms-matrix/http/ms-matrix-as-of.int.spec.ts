import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { CreateDepartment, CreateTeam, RegisterCompanyMember } from '../../organization/index.js';
import { MoveMatrixMember, PlaceMatrixMember, RemoveMatrixMember } from '../domain/ms-matrix-entry.commands.js';
import { addDays, datedHistoryApp } from '../../../test-support/dated-history.js';
import type { SignedInUser } from '../../../test-support/sign-in.js';

const TIME_ZONE = 'Asia/Tokyo';

interface Entry {
  id: string;
  memberId: string;
  memberName: string;
  departmentId: string | null;
  departmentName: string | null;
  departmentColor: string | null;
  teamId: string;
  positionX: number;
  positionY: number;
  skillLevel: number;
  mindsetLevel: number;
}
interface AsOf {
  date: string;
  endsAt: string;
  teamCreatedOn: string | null;
  emptyReason: string | null;
  entries: (Entry & { since: string })[];
}

/** What the current board and the as-of board both say of an entry. */
const shown = ({ id, memberId, memberName, departmentId, departmentName, departmentColor, teamId, positionX, positionY, skillLevel, mindsetLevel }: Entry) => ({
  id, memberId, memberName, departmentId, departmentName, departmentColor, teamId, positionX, positionY, skillLevel, mindsetLevel,
});

describe('MS matrix as of a past day, over HTTP', () => {
  // The leader runs the dated commands.
  const history = datedHistoryApp(['asof-leader@example.com', 'asof-mate@example.com', 'asof-stranger@example.com'], TIME_ZONE);
  const { at, settled, today, daysAgo } = history;
  let leader: SignedInUser;
  let teammate: SignedInUser;
  let stranger: SignedInUser;
  beforeAll(() => {
    [leader, teammate, stranger] = history.users;
  });
  const asOf = async (teamId: string, date: string, who: SignedInUser = leader) =>
    (await who.agent.get(`/api/ms-matrix/team/${teamId}/as-of`).query({ date }).expect(200)).body as AsOf;
  const board = async (teamId: string, who: SignedInUser = leader) => (await who.agent.get(`/api/ms-matrix/team/${teamId}`).expect(200)).body as Entry[];

  /**
   * A team created 60 days ago; two members placed 50 and 45 days ago and moved 40 days ago. The
   * board right after those older events is kept, then newer events follow: a move 10 days ago, a
   * third member, a removal, and (now) a renamed member and department.
   */
  async function aTeamWithHistory() {
    const { id: teamId } = await at(daysAgo(60), new CreateTeam({ teamId: randomUUID(), name: `履歴チーム${randomUUID().slice(0, 6)}` }, history.actor));
    const { id: departmentId } = await at(
      daysAgo(59),
      new CreateDepartment({ departmentId: randomUUID(), teamId, name: '営業部', color: '#EF4444' }, history.actor),
    );
    const member = async (lastName: string, when: Date) =>
      (await at(when, new RegisterCompanyMember({ memberId: randomUUID(), teamId, firstName: '太郎', lastName, departmentId }, history.actor))).id;
    const place = async (memberId: string, when: Date, x: number, y: number) =>
      (await at(when, new PlaceMatrixMember({ teamId, memberId, positionX: x, positionY: y, notes: null, pointId: randomUUID() }, history.actor))).id;
    const move = (entryId: string, when: Date, x: number, y: number) =>
      at(when, new MoveMatrixMember({ entryId, to: { x, y }, pointId: randomUUID() }, history.actor));

    const first = await member('佐藤', daysAgo(55));
    const second = await member('鈴木', daysAgo(55));
    const a = await place(first, daysAgo(50), 0.2, 0.8);
    const b = await place(second, daysAgo(45), 0.3, 0.7);
    await move(a, daysAgo(40), 0.4, 0.6);
    await settled();
    const monthAgoBoard = await board(teamId);

    await move(a, daysAgo(10), 0.7, 0.2);
    const third = await member('高橋', daysAgo(9));
    await place(third, daysAgo(8), 0.5, 0.5);
    await at(daysAgo(5), new RemoveMatrixMember({ entryId: b }, history.actor));
    await settled();
    await leader.agent.put(`/api/company-members/${first}`).set(leader.headers).send({ lastName: '伊藤' }).expect(200);
    await leader.agent.put(`/api/departments/${departmentId}`).set(leader.headers).send({ name: '開発部', color: '#16A34A' }).expect(200);
    await settled();
    return { teamId, departmentId, monthAgoBoard, first, entries: { a, b } };
  }

  it("equals the current board for today, and a month ago equals the board after only the older events, with that day's names", async () => {
    const { teamId, monthAgoBoard } = await aTeamWithHistory();
    const current = await board(teamId);
    expect(current.map((e) => e.memberName).sort()).toEqual(['伊藤 太郎', '高橋 太郎']);

    const now = await asOf(teamId, today());
    expect(now.emptyReason).toBeNull();
    expect(now.entries.map(shown)).toEqual(current.map(shown));

    const monthAgo = await asOf(teamId, addDays(today(), -30));
    expect(monthAgoBoard).toHaveLength(2);
    expect(monthAgo.entries.map(shown)).toEqual(monthAgoBoard.map(shown));
    // The names and the department of that day, not today's.
    expect(monthAgo.entries.map((e) => [e.memberName, e.departmentName, e.departmentColor])).toEqual([
      ['佐藤 太郎', '営業部', '#EF4444'],
      ['鈴木 太郎', '営業部', '#EF4444'],
    ]);
    expect(monthAgo).toMatchObject({ date: addDays(today(), -30), teamCreatedOn: addDays(today(), -60) });
  });

  it("shows a move on today's board as soon as the move has answered, with no wait for the timeline in the move itself (decision 0055)", async () => {
    const { teamId, entries } = await aTeamWithHistory();
    for (let i = 1; i <= 5; i++) {
      const to = { positionX: i / 10, positionY: 1 - i / 10 };
      await leader.agent.put(`/api/ms-matrix/${entries.a}`).set(leader.headers).send(to).expect(200);
      // Read right away: today's board already holds the move, a past day's does not.
      const now = await asOf(teamId, today());
      expect(now.entries.find((e) => e.id === entries.a)).toMatchObject(to);
      const tenDaysAgo = await asOf(teamId, addDays(today(), -10));
      expect(tenDaysAgo.entries.find((e) => e.id === entries.a)).toMatchObject({ positionX: 0.7, positionY: 0.2 });
    }
  });

  it('shows each day as the end of that day: a member placed that day is on it, the day before they are not', async () => {
    const { teamId } = await aTeamWithHistory();
    expect((await asOf(teamId, addDays(today(), -45))).entries.map((e) => e.memberName)).toEqual(['佐藤 太郎', '鈴木 太郎']);
    expect((await asOf(teamId, addDays(today(), -46))).entries.map((e) => e.memberName)).toEqual(['佐藤 太郎']);
    const beforeAnyone = await asOf(teamId, addDays(today(), -55));
    expect(beforeAnyone).toMatchObject({ entries: [], emptyReason: 'nobody_placed' });
  });

  it('answers an empty board with its reason for a day before the team existed', async () => {
    const { teamId } = await aTeamWithHistory();
    const res = await asOf(teamId, addDays(today(), -61));
    expect(res).toMatchObject({ entries: [], emptyReason: 'before_team', teamCreatedOn: addDays(today(), -60) });
  });

  it('gives a plain member only their own entry of that day, and an outsider a 403', async () => {
    const { teamId, first } = await aTeamWithHistory();
    await leader.agent.put(`/api/teams/${teamId}/visibility`).set(leader.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await teammate.agent.post('/api/user-teams').set(teammate.headers).send({ userId: teammate.user.id, teamId }).expect(201);
    expect(await asOf(teamId, addDays(today(), -30), teammate)).toMatchObject({ entries: [], emptyReason: 'not_on_board' });
    // Linked by e-mail: the member is now the teammate.
    await leader.agent.put(`/api/company-members/${first}`).set(leader.headers).send({ email: teammate.user.email }).expect(200);
    await settled();
    const own = await asOf(teamId, addDays(today(), -30), teammate);
    expect(own.entries.map((e) => [e.memberId, e.positionX, e.positionY])).toEqual([[first, 0.4, 0.6]]);

    const refused = await stranger.agent.get(`/api/ms-matrix/team/${teamId}/as-of`).query({ date: today() }).expect(403);
    expect(refused.body.message).toBe('このチームのMSマトリックスを閲覧する権限がありません');
  });

  it.each([
    ['a malformed date', '2026/05/01', '日付はYYYY-MM-DD形式で指定してください'],
    ['a day that does not exist', '2026-02-30', '日付はYYYY-MM-DD形式の実在する日付で指定してください'],
    ['tomorrow', 'tomorrow', '未来の日付のボードは表示できません。今日以前の日付を指定してください'],
  ])('answers 400 with its reason for %s, changing nothing', async (_case, date, message) => {
    const { teamId } = await aTeamWithHistory();
    const log = history.app.get<EventStore>(EVENT_STORE);
    const before = await log.headPosition();
    const day = date === 'tomorrow' ? addDays(today(), 1) : date;
    const res = await leader.agent.get(`/api/ms-matrix/team/${teamId}/as-of`).query({ date: day }).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    await leader.agent.get(`/api/ms-matrix/team/${teamId}/as-of`).expect(400);
    expect(await log.headPosition()).toBe(before);
  });

  it('answers 404 for an unknown team', async () => {
    const res = await leader.agent.get('/api/ms-matrix/team/no-such-team/as-of').query({ date: today() }).expect(404);
    expect(res.body.message).toBe('チームが見つかりません');
  });
});
