import { isOneOf, type DomainEvent, type RecordedEvent } from '../../../../platform/event-store/event.js';
import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { CreateOneOnOneReadModels1764600000000 } from '../../migrations/1764600000000-create-one-on-one-read-models.js';
import { OneOnOneEntryPlacedPosition1764800200000 } from '../../migrations/1764800200000-entry-placed-position.js';
import { anEntryCreated, anEntryMoved } from '../../domain/one-on-one-entry.mother.js';
import { OneOnOneBoardProjection } from './one-on-one-board.projection.js';
import type { OneOnOneEntryEvent } from '../../events/one-on-one-entry.events.js';

const entry = inStream('one-on-one-entry-entry-1');
const other = (event: DomainEvent) => inStream(`other-${event.type}`)(event);

describe('OneOnOneBoardProjection', () => {
  const h = projectionHarness([new OneOnOneBoardProjection()], [CreateOneOnOneReadModels1764600000000, OneOnOneEntryPlacedPosition1764800200000]);

  async function snapshot() {
    return {
      entries: await h.rows(
        `SELECT id, manager_id, team_id, employee_id, employee_name, department_id, position_x, position_y,
                trust_level, mindset_level, recommended_approach,
                last_session_date::text, next_session_date::text, revision FROM one_on_one_matrix_entries ORDER BY id`,
      ),
      points: await h.rows('SELECT id, matrix_entry_id, position_x, position_y, trust_level, mindset_level FROM one_on_one_growth_history ORDER BY event_position'),
      sessions: await h.rows('SELECT id, matrix_entry_id, session_date::text, effectiveness FROM one_on_one_sessions ORDER BY id'),
      departments: await h.rows('SELECT * FROM one_on_one_departments ORDER BY id'),
    };
  }

  const session = (sessionId: string, sessionDate: string, nextSessionDate: string | null): DomainEvent => ({
    type: 'OneOnOneSessionRecorded',
    data: {
      entryId: 'entry-1',
      sessionId,
      sessionDate,
      approach: 'mixed',
      outcomes: null,
      feedback: null,
      effectiveness: 3,
      nextSessionDate,
    },
  });

  const history = given(
    other({ type: 'DepartmentUpdated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '営業部', color: '#EF4444', description: null } }),
    entry(anEntryCreated({ pointId: 'p1' })),
    entry(anEntryMoved({ pointId: 'p2', to: { x: 0.8, y: 0.2 } })),
    entry(anEntryMoved({ pointId: 'p3', from: { x: 0.8, y: 0.2 }, to: { x: 0.9, y: 0.1 } })),
    entry({ type: 'OneOnOneGrowthPointDeleted', data: { entryId: 'entry-1', pointId: 'p2' } }),
    entry(session('s2', '2026-05-10', '2026-05-24')),
    entry(session('s1', '2026-05-03', '2026-05-17')),
    other({
      type: 'CompanyMemberUpdated',
      data: { memberId: 'member-1', teamId: 'team-1', firstName: '花子', lastName: '佐藤', departmentId: 'dept-1' },
    }),
  );

  it('builds the board and gives the same rows when every event is applied twice', async () => {
    const once = await h.applyTwice(history, snapshot);
    expect(once.entries).toEqual([
      expect.objectContaining({
        id: 'entry-1',
        employee_name: '佐藤 花子',
        department_id: 'dept-1',
        position_x: 0.9,
        position_y: 0.1,
        trust_level: 0.9,
        mindset_level: 0.9,
        recommended_approach: 'strategy',
        last_session_date: '2026-05-10',
        next_session_date: '2026-05-24',
        revision: 5,
      }),
    ]);
    expect(once.points.map((p) => p.id)).toEqual(['p1', 'p3']);
    expect(once.sessions.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(once.departments).toEqual([{ id: 'dept-1', team_id: 'team-1', name: '営業部', color: '#EF4444' }]);
  });

  it('forgets the department of entries when the department is deleted', async () => {
    await h.apply(history, history.followedBy(other({ type: 'DepartmentDeleted', data: { departmentId: 'dept-1', teamId: 'team-1' } })));
    const rows = await snapshot();
    expect(rows.entries[0].department_id).toBeNull();
    expect(rows.departments).toEqual([]);
  });

  it.each([
    ['the entry is deleted', { type: 'OneOnOneEntryDeleted', data: { entryId: 'entry-1', managerId: 'manager-1', employeeId: 'member-1' } }],
    ['the member is deleted', { type: 'CompanyMemberDeleted', data: { memberId: 'member-1', teamId: 'team-1' } }],
    ['the team is deleted', { type: 'TeamDeleted', data: { teamId: 'team-1' } }],
  ])('removes the entry with its points and sessions when %s', async (_case, event) => {
    const last = history.followedBy(entry(event as DomainEvent));
    await h.apply(history, last, last);
    const rows = await snapshot();
    expect(rows.entries).toEqual([]);
    expect(rows.points).toEqual([]);
    expect(rows.sessions).toEqual([]);
  });

  it('starts a new life when the entry is created again after a deletion', async () => {
    await h.apply(
      given(
        entry(anEntryCreated({ pointId: 'p1' })),
        entry({ type: 'OneOnOneEntryDeleted', data: { entryId: 'entry-1', managerId: 'manager-1', employeeId: 'member-1' } }),
        entry(anEntryCreated({ pointId: 'p9', positionX: 0.1, positionY: 0.9 })),
      ),
    );
    const rows = await snapshot();
    expect(rows.entries).toEqual([expect.objectContaining({ position_x: 0.1, position_y: 0.9, revision: 2 })]);
    expect(rows.points.map((p) => p.id)).toEqual(['p9']);
  });

  // As on the MS board (decision 0029): the catch-up loop may apply an organisation event after
  // a later entry event that was applied inline; every entry event first, the rest after, is the
  // farthest such order and must leave the rows of log order.
  it.each([
    ['a member updated before an entry about them', other({
      type: 'CompanyMemberUpdated',
      data: { memberId: 'member-1', teamId: 'team-2', firstName: '花子', lastName: '佐藤', departmentId: 'dept-2' },
    })],
    ['a member deleted before an entry about them', other({ type: 'CompanyMemberDeleted', data: { memberId: 'member-1', teamId: 'team-1' } })],
    ['a department deleted before an entry in it', other({ type: 'DepartmentDeleted', data: { departmentId: 'dept-1', teamId: 'team-1' } })],
    ['a team deleted before an entry on its board', other({ type: 'TeamDeleted', data: { teamId: 'team-1' } })],
  ])('leaves the rows of log order when %s is applied after the entry events', async (_case, organisationEvent) => {
    const log = given(
      other({ type: 'DepartmentUpdated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '営業部', color: '#EF4444', description: null } }),
      entry(anEntryCreated({ pointId: 'p1' })),
      entry(anEntryMoved({ pointId: 'p2' })),
      organisationEvent,
      entry({ type: 'OneOnOneEntryDeleted', data: { entryId: 'entry-1', managerId: 'manager-1', employeeId: 'member-1' } }),
      entry(anEntryCreated({ pointId: 'p3', positionX: 0.2 })),
      entry(session('s1', '2026-05-03', '2026-05-17')),
      entry(anEntryMoved({ pointId: 'p4', from: { x: 0.2, y: 0.5 }, to: { x: 0.3, y: 0.3 } })),
    ).events;
    await h.apply(log);
    const inLogOrder = await snapshot();

    const board = new OneOnOneBoardProjection();
    const inline = (e: RecordedEvent) => isOneOf<OneOnOneEntryEvent>(e, board.inline.handles);
    await h.truncate();
    await h.apply([...log.filter(inline), ...log.filter((e) => !inline(e))]);
    expect(await snapshot()).toEqual(inLogOrder);
  });
});

