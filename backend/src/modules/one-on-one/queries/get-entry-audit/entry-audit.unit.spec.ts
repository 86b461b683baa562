import { randomUUID } from 'node:crypto';
import type { DomainEvent, RecordedEvent } from '../../../../platform/event-store/event.js';
import { anEntryCreated, anEntryMoved } from '../../domain/one-on-one-entry.mother.js';
import { oneOnOneAuditTrail } from './entry-audit.js';

function recorded(events: [DomainEvent, string | null][]): RecordedEvent[] {
  return events.map(([event, userId], revision) => ({
    eventId: randomUUID(),
    streamId: 'one-on-one-entry-entry-1',
    revision,
    position: BigInt(revision + 1),
    type: event.type,
    data: event.data,
    metadata: { correlationId: 'c', causationId: null, userId, occurredAt: `2026-05-0${revision + 1}T00:00:00.000Z`, schemaVersion: 1 },
  }));
}

describe('1on1 entry audit trail', () => {
  it('tells who did what, when, from where to where, and which point was deleted by whom', () => {
    const trail = oneOnOneAuditTrail(
      recorded([
        [anEntryCreated({ positionX: 0.2, positionY: 0.8, pointId: 'p1' }), 'manager-1'],
        [anEntryMoved({ from: { x: 0.2, y: 0.8 }, to: { x: 0.8, y: 0.2 }, pointId: 'p2' }), 'manager-1'],
        [{ type: 'OneOnOneGrowthPointDeleted', data: { entryId: 'entry-1', pointId: 'p1' } }, 'admin-1'],
        [
          {
            type: 'OneOnOneSessionRecorded',
            data: { entryId: 'entry-1', sessionId: 's1', sessionDate: '2026-05-04', approach: 'strategy', outcomes: null, feedback: null, effectiveness: 4, nextSessionDate: null },
          },
          null,
        ],
        [{ type: 'OneOnOneEntryDeleted', data: { entryId: 'entry-1', managerId: 'manager-1', employeeId: 'member-1' } }, 'manager-1'],
      ]),
      new Map([['manager-1', '田中 部長']]),
    );
    const high = { x: 0.8, y: 0.2, trustLevel: 0.8, mindsetLevel: 0.8 };
    const low = { x: 0.2, y: 0.8, trustLevel: 0.2, mindsetLevel: 0.2 };
    expect(trail).toEqual([
      { at: '2026-05-01T00:00:00.000Z', actorId: 'manager-1', actorName: '田中 部長', action: 'placed', from: null, to: low, pointId: 'p1' },
      { at: '2026-05-02T00:00:00.000Z', actorId: 'manager-1', actorName: '田中 部長', action: 'moved', from: low, to: high, pointId: 'p2' },
      { at: '2026-05-03T00:00:00.000Z', actorId: 'admin-1', actorName: null, action: 'point_deleted', from: null, to: null, pointId: 'p1' },
      { at: '2026-05-04T00:00:00.000Z', actorId: null, actorName: null, action: 'session_recorded', from: null, to: high, pointId: null },
      { at: '2026-05-05T00:00:00.000Z', actorId: 'manager-1', actorName: '田中 部長', action: 'removed', from: high, to: null, pointId: null },
    ]);
  });
});
