import type { DomainEvent } from '../../../../platform/event-store/event.js';
import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { CreateMsMatrixTimeline1765500000000 } from '../../migrations/1765500000000-create-ms-matrix-timeline.js';
import { aGrowthPointDeleted, aMemberMoved, aMemberPlaced, aMemberRemoved } from '../../domain/ms-matrix-entry.mother.js';
import { MsMatrixTimelineProjection } from './ms-matrix-timeline.projection.js';

const entry = (event: DomainEvent, entryId = 'entry-1') => inStream(`ms-matrix-entry-${entryId}`)(event);
const other = (event: DomainEvent) => inStream(`other-${event.type}`)(event);
const memberUpdated = (lastName: string, departmentId: string | null): DomainEvent => ({
  type: 'CompanyMemberUpdated',
  data: {
    memberId: 'member-1', teamId: 'team-1', firstName: '太郎', lastName, email: null, phoneNumber: null,
    positionId: null, departmentId, departmentTags: [], teamTags: [], organizationName: null, notes: null, hireDate: null,
  },
});
/** The harness dates the n-th event of a history 2026-05-n, midnight UTC. */
const may = (day: number) => new Date(Date.UTC(2026, 4, day)).toISOString();

describe('MsMatrixTimelineProjection', () => {
  const h = projectionHarness([new MsMatrixTimelineProjection()], [CreateMsMatrixTimeline1765500000000]);

  beforeEach(() => h.truncate());

  async function snapshot() {
    const iso = (value: Date | null) => (value ? value.toISOString() : null);
    return {
      intervals: (
        await h.rows(
          `SELECT entry_id, member_name, department_id, x, y, valid_from, valid_to FROM ms_matrix_timeline_intervals ORDER BY entry_id, opened_position`,
        )
      ).map((r) => ({ ...r, valid_from: iso(r.valid_from as Date), valid_to: iso(r.valid_to as Date | null) })),
      entries: await h.rows('SELECT * FROM ms_matrix_timeline_entries ORDER BY entry_id'),
      departments: (
        await h.rows('SELECT department_id, name, color, valid_from, valid_to FROM ms_matrix_timeline_departments ORDER BY department_id, opened_position')
      ).map((r) => ({ ...r, valid_from: iso(r.valid_from as Date), valid_to: iso(r.valid_to as Date | null) })),
      teams: (await h.rows('SELECT team_id, created_at FROM ms_matrix_timeline_teams')).map((r) => ({ ...r, created_at: iso(r.created_at as Date) })),
    };
  }

  const history = given(
    other({ type: 'TeamCreated', data: { teamId: 'team-1', name: '開発', description: null, organizationType: 'company', leaderId: 'u1' } }),
    other({ type: 'DepartmentCreated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '営業部', color: '#EF4444', description: null } }),
    entry(aMemberPlaced({ pointId: 'p1' })),
    entry(aMemberMoved({ from: { x: 0.5, y: 0.5 }, to: { x: 0.6, y: 0.4 }, pointId: 'p2' })),
    other(memberUpdated('佐藤', 'dept-1')),
    entry(aGrowthPointDeleted({ pointId: 'p1' })),
    other({ type: 'DepartmentUpdated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '開発部', color: '#16A34A', description: null } }),
    entry(aMemberRemoved()),
  );

  it('keeps an interval per position, name and department, and applying the same events again changes nothing', async () => {
    const rows = await h.applyTwice(history, snapshot);
    expect(rows.intervals).toEqual([
      { entry_id: 'entry-1', member_name: '山田 太郎', department_id: 'dept-1', x: 0.5, y: 0.5, valid_from: may(3), valid_to: may(4) },
      { entry_id: 'entry-1', member_name: '山田 太郎', department_id: 'dept-1', x: 0.6, y: 0.4, valid_from: may(4), valid_to: may(5) },
      // Renamed; deleting a past point does not rewrite where the board showed them; the removal ends the interval.
      { entry_id: 'entry-1', member_name: '佐藤 太郎', department_id: 'dept-1', x: 0.6, y: 0.4, valid_from: may(5), valid_to: may(8) },
    ]);
    expect(rows.entries).toEqual([{ entry_id: 'entry-1', team_id: 'team-1' }]);
    expect(rows.departments).toEqual([
      { department_id: 'dept-1', name: '営業部', color: '#EF4444', valid_from: may(2), valid_to: may(7) },
      { department_id: 'dept-1', name: '開発部', color: '#16A34A', valid_from: may(7), valid_to: null },
    ]);
    expect(rows.teams).toEqual([{ team_id: 'team-1', created_at: may(1) }]);
  });

  it('writes the same rows when the history is applied in batches of any size (catch-up, rebuild), and again', async () => {
    const again = history.followedBy(
      entry(aMemberPlaced({ pointId: 'p9', positionX: 0.1, positionY: 0.9 })),
      entry(aMemberMoved({ from: { x: 0.1, y: 0.9 }, to: { x: 0.2, y: 0.8 }, pointId: 'p10' })),
    );
    await h.apply(again);
    const expected = await snapshot();
    for (const size of [1, 2, 3, 5, 50]) {
      await h.truncate();
      await h.applyInBatches(again, size);
      expect(await snapshot()).toEqual(expected);
      await h.applyInBatches(again, size);
      expect(await snapshot()).toEqual(expected);
    }
  });

  it('starts a new life after a removal, and an update that changes neither name nor department starts no interval', async () => {
    const again = history.followedBy(
      entry(aMemberPlaced({ pointId: 'p9', positionX: 0.1, positionY: 0.9 })),
      other(memberUpdated('山田', 'dept-1')),
    );
    await h.apply(history);
    const rows = await h.applyTwice(again, snapshot);
    expect(rows.intervals.slice(3)).toEqual([
      { entry_id: 'entry-1', member_name: '山田 太郎', department_id: 'dept-1', x: 0.1, y: 0.9, valid_from: may(9), valid_to: null },
    ]);
  });

  it('ends the open intervals of a deleted member and a deleted department, and drops a deleted team', async () => {
    const base = given(
      other({ type: 'DepartmentCreated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '営業部', color: '#EF4444', description: null } }),
      entry(aMemberPlaced({ pointId: 'p1' })),
      other({ type: 'DepartmentDeleted', data: { departmentId: 'dept-1', teamId: 'team-1' } }),
      other({ type: 'CompanyMemberDeleted', data: { memberId: 'member-1', teamId: 'team-1' } }),
    );
    const rows = await h.applyTwice(base, snapshot);
    expect(rows.intervals.map((i) => [i.valid_from, i.valid_to])).toEqual([[may(2), may(4)]]);
    expect(rows.departments.map((d) => [d.valid_from, d.valid_to])).toEqual([[may(1), may(3)]]);

    await h.apply(base.followedBy(other({ type: 'TeamDeleted', data: { teamId: 'team-1' } })));
    expect(await snapshot()).toEqual({ intervals: [], entries: [], departments: [], teams: [] });
  });
});
