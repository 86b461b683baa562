import type { DomainEvent } from '../../../../platform/event-store/event.js';
import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { CreateOneOnOneTimeline1765500100000 } from '../../migrations/1765500100000-create-one-on-one-timeline.js';
import { OneOnOneTimelineProjection } from './one-on-one-timeline.projection.js';

const entry = (event: DomainEvent) => inStream('one-on-one-entry-entry-1')(event);
const other = (event: DomainEvent) => inStream(`other-${event.type}`)(event);
/** The harness dates the n-th event of a history 2026-05-n, midnight UTC. */
const may = (day: number) => new Date(Date.UTC(2026, 4, day)).toISOString();

const created = (x: number, y: number, pointId: string): DomainEvent => ({
  type: 'OneOnOneEntryCreated',
  data: { entryId: 'entry-1', managerId: 'manager-1', teamId: 'team-1', employeeId: 'member-1', employeeName: '佐藤 花子', departmentId: 'dept-1', positionX: x, positionY: y, pointId, notes: null },
});
const memberUpdated = (lastName: string, teamId = 'team-1'): DomainEvent => ({
  type: 'CompanyMemberUpdated',
  data: {
    memberId: 'member-1', teamId, firstName: '花子', lastName, email: null, phoneNumber: null, positionId: null, departmentId: 'dept-1',
    departmentTags: [], teamTags: [], organizationName: null, notes: null, hireDate: null,
  },
});

describe('OneOnOneTimelineProjection', () => {
  const h = projectionHarness([new OneOnOneTimelineProjection()], [CreateOneOnOneTimeline1765500100000]);
  beforeEach(() => h.truncate());

  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  async function snapshot() {
    return {
      intervals: (
        await h.rows(
          `SELECT team_id, employee_name, x, y, life_position::text AS life, valid_from, valid_to FROM one_on_one_timeline_intervals ORDER BY opened_position`,
        )
      ).map((r) => ({ ...r, valid_from: iso(r.valid_from), valid_to: iso(r.valid_to) })),
      sessions: await h.rows('SELECT session_id, entry_id, session_date, next_session_date FROM one_on_one_timeline_sessions ORDER BY session_id'),
      entries: await h.rows('SELECT * FROM one_on_one_timeline_entries'),
    };
  }

  it('keeps an interval per position, name and team, the sessions, and a new life after a deletion; applying again changes nothing', async () => {
    const history = given(
      other({ type: 'TeamCreated', data: { teamId: 'team-1', name: '開発', description: null, organizationType: 'company', leaderId: 'manager-1' } }),
      entry(created(0.3, 0.6, 'p1')),
      entry({ type: 'OneOnOneEntryMoved', data: { entryId: 'entry-1', from: { x: 0.3, y: 0.6 }, to: { x: 0.8, y: 0.2 }, pointId: 'p2' } }),
      entry({
        type: 'OneOnOneSessionRecorded',
        data: { entryId: 'entry-1', sessionId: 's1', sessionDate: '2026-05-04', approach: 'strategy', outcomes: null, feedback: null, effectiveness: 4, nextSessionDate: '2026-05-18' },
      }),
      other(memberUpdated('伊藤', 'team-2')),
      entry({ type: 'OneOnOneGrowthPointDeleted', data: { entryId: 'entry-1', pointId: 'p1' } }),
      entry({ type: 'OneOnOneEntryDeleted', data: { entryId: 'entry-1', managerId: 'manager-1', employeeId: 'member-1' } }),
      entry(created(0.5, 0.5, 'p3')),
    );
    const rows = await h.applyTwice(history, snapshot);
    expect(rows.intervals).toEqual([
      { team_id: 'team-1', employee_name: '佐藤 花子', x: 0.3, y: 0.6, life: '2', valid_from: may(2), valid_to: may(3) },
      { team_id: 'team-1', employee_name: '佐藤 花子', x: 0.8, y: 0.2, life: '2', valid_from: may(3), valid_to: may(5) },
      { team_id: 'team-2', employee_name: '伊藤 花子', x: 0.8, y: 0.2, life: '2', valid_from: may(5), valid_to: may(7) },
      { team_id: 'team-1', employee_name: '佐藤 花子', x: 0.5, y: 0.5, life: '8', valid_from: may(8), valid_to: null },
    ]);
    expect(rows.sessions).toEqual([{ session_id: 's1', entry_id: 'entry-1', session_date: '2026-05-04', next_session_date: '2026-05-18' }]);
    expect(rows.entries).toEqual([{ entry_id: 'entry-1', manager_id: 'manager-1' }]);
  });

  it('writes the same rows when the history is applied in batches of any size (catch-up, rebuild), and again', async () => {
    const move = (pointId: string, from: { x: number; y: number }, to: { x: number; y: number }): DomainEvent => ({
      type: 'OneOnOneEntryMoved',
      data: { entryId: 'entry-1', from, to, pointId },
    });
    const history = given(
      other({ type: 'TeamCreated', data: { teamId: 'team-1', name: '開発', description: null, organizationType: 'company', leaderId: 'manager-1' } }),
      entry(created(0.3, 0.6, 'p1')),
      entry(move('p2', { x: 0.3, y: 0.6 }, { x: 0.8, y: 0.2 })),
      entry(move('p3', { x: 0.8, y: 0.2 }, { x: 0.7, y: 0.3 })),
      other(memberUpdated('伊藤', 'team-2')),
      entry(move('p4', { x: 0.7, y: 0.3 }, { x: 0.6, y: 0.4 })),
      entry({ type: 'OneOnOneEntryDeleted', data: { entryId: 'entry-1', managerId: 'manager-1', employeeId: 'member-1' } }),
      entry(created(0.5, 0.5, 'p5')),
      entry(move('p6', { x: 0.5, y: 0.5 }, { x: 0.4, y: 0.6 })),
    );
    await h.apply(history);
    const expected = await snapshot();
    expect(expected.intervals).toHaveLength(7);
    for (const size of [1, 2, 3, 5, 50]) {
      await h.truncate();
      await h.applyInBatches(history, size);
      expect(await snapshot()).toEqual(expected);
      await h.applyInBatches(history, size);
      expect(await snapshot()).toEqual(expected);
    }
  });

  it('drops the rows of a deleted team', async () => {
    const history = given(
      other({ type: 'TeamCreated', data: { teamId: 'team-1', name: '開発', description: null, organizationType: 'company', leaderId: 'manager-1' } }),
      other({ type: 'DepartmentCreated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '営業部', color: '#EF4444', description: null } }),
      entry(created(0.3, 0.6, 'p1')),
      other({ type: 'TeamDeleted', data: { teamId: 'team-1' } }),
    );
    await h.applyTwice(history, snapshot);
    expect((await snapshot()).intervals).toEqual([]);
    expect(await h.rows('SELECT * FROM one_on_one_timeline_departments')).toEqual([]);
    expect(await h.rows('SELECT * FROM one_on_one_timeline_teams')).toEqual([]);
  });
});
