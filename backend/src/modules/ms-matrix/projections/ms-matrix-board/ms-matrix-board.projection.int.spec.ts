import type { DomainEvent } from '../../../../platform/event-store/event.js';
import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { CreateMsMatrixReadModels1764500000000 } from '../../migrations/1764500000000-create-ms-matrix-read-models.js';
import { EntryPlacedPosition1764800100000 } from '../../migrations/1764800100000-entry-placed-position.js';
import {
  aGrowthPointDeleted,
  aHistoryCleared,
  aMemberMoved,
  aMemberPlaced,
  aMemberRemoved,
} from '../../domain/ms-matrix-entry.mother.js';
import { isOneOf, type RecordedEvent } from '../../../../platform/event-store/event.js';
import { MsMatrixBoardProjection, entryStatements } from './ms-matrix-board.projection.js';
import type { MsMatrixEntryEvent } from '../../events/ms-matrix-entry.events.js';

const entry = (event: DomainEvent, entryId = 'entry-1') => inStream(`ms-matrix-entry-${entryId}`)(event);
const other = (event: DomainEvent) => inStream(`other-${event.type}`)(event);
const department = (id: string, name: string, color: string): DomainEvent => ({
  type: 'DepartmentCreated',
  data: { departmentId: id, teamId: 'team-1', name, color, description: null },
});

describe('MsMatrixBoardProjection', () => {
  const h = projectionHarness([new MsMatrixBoardProjection()], [CreateMsMatrixReadModels1764500000000, EntryPlacedPosition1764800100000]);

  async function snapshot() {
    return {
      entries: await h.rows(
        `SELECT id, team_id, member_id, member_name, department_id, position_x, position_y, notes, revision
         FROM ms_matrix_entries ORDER BY id`,
      ),
      points: await h.rows('SELECT id, entry_id, team_id, x, y FROM ms_matrix_growth_points ORDER BY event_position'),
      departments: await h.rows('SELECT * FROM ms_matrix_departments ORDER BY id'),
    };
  }

  // Two members on team-1; the first moves three times, loses a point and has its name changed.
  const history = given(
    other(department('dept-1', '営業部', '#EF4444')),
    entry(aMemberPlaced({ pointId: 'p1' })),
    entry(aMemberMoved({ from: { x: 0.5, y: 0.5 }, to: { x: 0.6, y: 0.4 }, pointId: 'p2' })),
    entry(aMemberMoved({ from: { x: 0.6, y: 0.4 }, to: { x: 0.7, y: 0.3 }, pointId: 'p3' })),
    entry(aGrowthPointDeleted({ pointId: 'p2' })),
    entry(aMemberPlaced({ entryId: 'entry-2', memberId: 'member-2', memberName: '鈴木 一郎', pointId: 'q1' }), 'entry-2'),
    other({
      type: 'CompanyMemberUpdated',
      data: {
        memberId: 'member-1', teamId: 'team-1', firstName: '花子', lastName: '佐藤', email: null, phoneNumber: null,
        positionId: null, departmentId: 'dept-1', departmentTags: [], teamTags: [], organizationName: null, notes: null, hireDate: null,
      },
    }),
  );

  it('builds entries, points and departments, and applying the same events again changes nothing', async () => {
    const once = await h.applyTwice(history, snapshot);
    expect(once.entries).toEqual([
      { id: 'entry-1', team_id: 'team-1', member_id: 'member-1', member_name: '佐藤 花子', department_id: 'dept-1',
        position_x: 0.7, position_y: 0.3, notes: null, revision: 3 },
      { id: 'entry-2', team_id: 'team-1', member_id: 'member-2', member_name: '鈴木 一郎', department_id: 'dept-1',
        position_x: 0.5, position_y: 0.5, notes: null, revision: 0 },
    ]);
    expect(once.points.map((p) => p.id)).toEqual(['p1', 'p3', 'q1']);
    expect(once.departments).toEqual([{ id: 'dept-1', team_id: 'team-1', name: '営業部', color: '#EF4444' }]);
  });

  it('keeps only the current point of each entry when the team history is cleared', async () => {
    const cleared = history.followedBy(entry(aHistoryCleared({ keptPointId: 'p3', deletedPointIds: ['p1'] })));
    await h.apply(history, cleared, cleared);
    const rows = await snapshot();
    expect(rows.points.map((p) => p.id)).toEqual(['p3', 'q1']);
    expect(rows.entries[0]).toMatchObject({ position_x: 0.7, position_y: 0.3 });
  });

  it('keeps the entries of a deleted department on the board with no department (未所属)', async () => {
    const deleted = history.followedBy(other({ type: 'DepartmentDeleted', data: { departmentId: 'dept-1', teamId: 'team-1' } }));
    await h.apply(history, deleted, deleted);
    const rows = await snapshot();
    expect(rows.entries.map((e) => e.department_id)).toEqual([null, null]);
    expect(rows.points).toHaveLength(3);
    expect(rows.departments).toEqual([]);
  });

  it('updates a department name and colour as the organisation decided them', async () => {
    const renamed = history.followedBy(
      other({ type: 'DepartmentUpdated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '開発部', color: '#10B981', description: null } }),
    );
    await h.apply(history, renamed);
    expect((await snapshot()).departments).toEqual([{ id: 'dept-1', team_id: 'team-1', name: '開発部', color: '#10B981' }]);
  });

  it('takes a deleted member off the board with their points, leaving the others', async () => {
    const deleted = history.followedBy(other({ type: 'CompanyMemberDeleted', data: { memberId: 'member-1', teamId: 'team-1' } }));
    await h.apply(history, deleted, deleted);
    const rows = await snapshot();
    expect(rows.entries.map((e) => e.id)).toEqual(['entry-2']);
    expect(rows.points.map((p) => p.id)).toEqual(['q1']);
  });

  it('drops every row of a deleted team', async () => {
    const deleted = history.followedBy(other({ type: 'TeamDeleted', data: { teamId: 'team-1' } }));
    await h.apply(history, deleted, deleted);
    expect(await snapshot()).toEqual({ entries: [], points: [], departments: [] });
  });

  it('removes an entry with its points, and a later placement starts afresh', async () => {
    const later = given(
      entry(aMemberPlaced({ pointId: 'p1' })),
      entry(aMemberMoved({ pointId: 'p2' })),
      entry(aMemberRemoved()),
      entry(aMemberPlaced({ pointId: 'p9', positionX: 0.1, positionY: 0.9 })),
    );
    await h.apply(later.events.slice(0, 3));
    expect(await snapshot()).toMatchObject({ entries: [], points: [] });
    await h.apply(later);
    const rows = await snapshot();
    expect(rows.entries).toEqual([expect.objectContaining({ id: 'entry-1', position_x: 0.1, position_y: 0.9, revision: 3 })]);
    expect(rows.points.map((p) => p.id)).toEqual(['p9']);
  });

  it('ignores a move of an entry that already left the board', async () => {
    await h.apply(given(entry(aMemberPlaced()), entry(aMemberRemoved()), entry(aMemberMoved({ pointId: 'p5' }))));
    expect(await snapshot()).toMatchObject({ entries: [], points: [] });
  });

  it('writes the same rows from batches (applyBatch) as one event at a time, however the log is cut', async () => {
    const log = [
      ...history.events,
      ...history.followedBy(
          entry(aMemberMoved({ entryId: 'entry-2', from: { x: 0.5, y: 0.5 }, to: { x: 0.55, y: 0.45 }, pointId: 'q2' }), 'entry-2'),
          entry(aMemberMoved({ from: { x: 0.7, y: 0.3 }, to: { x: 0.75, y: 0.25 }, pointId: 'p4' })),
          entry(aHistoryCleared({ keptPointId: 'p4', deletedPointIds: ['p1', 'p3'] })),
          entry(aMemberMoved({ from: { x: 0.75, y: 0.25 }, to: { x: 0.8, y: 0.2 }, pointId: 'p5' })),
          entry(aMemberRemoved({ entryId: 'entry-2', memberId: 'member-2' }), 'entry-2'),
          entry(aMemberMoved({ entryId: 'entry-2', pointId: 'q3' }), 'entry-2'),
          entry(aMemberPlaced({ entryId: 'entry-2', memberId: 'member-2', memberName: '鈴木 一郎', pointId: 'q4', positionX: 0.2 }), 'entry-2'),
          entry(aMemberMoved({ entryId: 'entry-2', from: { x: 0.2, y: 0.5 }, to: { x: 0.3, y: 0.4 }, pointId: 'q5' }), 'entry-2'),
          entry(aMemberPlaced({ entryId: 'entry-3', memberId: 'member-3', memberName: '高橋 誠', pointId: 'r1' }), 'entry-3'),
          entry(aMemberMoved({ entryId: 'entry-3', pointId: 'r2' }), 'entry-3'),
      ).events,
    ];
    await h.apply(log);
    const expected = await snapshot();
    expect(expected.points.map((p) => p.id)).toEqual(['p4', 'p5', 'q4', 'q5', 'r1', 'r2']);

    for (const size of [log.length, 1, 2, 3, 5]) {
      await h.truncate();
      await h.applyInBatches(log, size);
      expect(await snapshot()).toEqual(expected);
      await h.applyInBatches(log, log.length);
      expect(await snapshot()).toEqual(expected);
    }
  });

  it('applies inline exactly the statements of apply, and a move answers the entry as the API shows it', async () => {
    const board = new MsMatrixBoardProjection();
    const log = history.events;
    expect(log.filter((e) => isOneOf<MsMatrixEntryEvent>(e, board.inline.handles)).flatMap((e) => board.inline.statements([e]))).toEqual(
      log.filter((e) => isOneOf<MsMatrixEntryEvent>(e, board.inline.handles)).flatMap((e) => entryStatements(e)),
    );
    await h.apply(history);
    const move = history.followedBy(entry(aMemberMoved({ from: { x: 0.7, y: 0.3 }, to: { x: 0.9, y: 0.1 }, pointId: 'p4' }))).events.at(-1)!;
    if (!isOneOf<MsMatrixEntryEvent>(move, board.inline.handles)) throw new Error('a move is an entry event');
    const [statement] = board.inline.statements([move]);
    const [row] = await h.rows(statement.text, [...statement.values]);
    expect(row).toMatchObject({ id: 'entry-1', memberName: '佐藤 花子', departmentName: '営業部', positionX: 0.9, positionY: 0.1, revision: 4 });
  });

  // The catch-up loop may apply an organisation event after an entry event appended later, which
  // was applied inline (never the reverse). Applying every entry event first and the rest after
  // is the farthest such order: it must leave the rows that log order (a replay) leaves.
  it.each([
    ['a member renamed before a placement of theirs', other({
      type: 'CompanyMemberUpdated',
      data: {
        memberId: 'member-1', teamId: 'team-1', firstName: '花子', lastName: '佐藤', email: null, phoneNumber: null,
        positionId: null, departmentId: 'dept-2', departmentTags: [], teamTags: [], organizationName: null, notes: null, hireDate: null,
      },
    })],
    ['a member deleted before a placement of theirs', other({ type: 'CompanyMemberDeleted', data: { memberId: 'member-1', teamId: 'team-1' } })],
    ['a department deleted before a placement into it', other({ type: 'DepartmentDeleted', data: { departmentId: 'dept-1', teamId: 'team-1' } })],
    ['a team deleted before a placement on its board', other({ type: 'TeamDeleted', data: { teamId: 'team-1' } })],
  ])('leaves the rows of log order when %s is applied after the entry events', async (_case, organisationEvent) => {
    const log = given(
      other(department('dept-1', '営業部', '#EF4444')),
      entry(aMemberPlaced({ pointId: 'p1' })),
      entry(aMemberMoved({ to: { x: 0.6, y: 0.4 }, pointId: 'p2' })),
      entry(aMemberPlaced({ entryId: 'entry-2', memberId: 'member-2', memberName: '鈴木 一郎', pointId: 'q1' }), 'entry-2'),
      organisationEvent,
      entry(aMemberRemoved(), 'entry-1'),
      entry(aMemberPlaced({ pointId: 'p3', memberName: '山田 太郎', positionX: 0.2 }), 'entry-1'),
      entry(aMemberMoved({ to: { x: 0.3, y: 0.3 }, pointId: 'p4' })),
      entry(aMemberMoved({ entryId: 'entry-2', to: { x: 0.1, y: 0.1 }, pointId: 'q2' }), 'entry-2'),
    ).events;
    await h.apply(log);
    const inLogOrder = await snapshot();

    const board = new MsMatrixBoardProjection();
    const inline = (e: RecordedEvent) => isOneOf<MsMatrixEntryEvent>(e, board.inline.handles);
    await h.truncate();
    await h.apply([...log.filter(inline), ...log.filter((e) => !inline(e))]);
    expect(await snapshot()).toEqual(inLogOrder);
  });
});

