import { randomUUID } from 'node:crypto';
import type { DomainEvent, RecordedEvent } from '../../../../platform/event-store/event.js';
import {
  aGrowthPointDeleted,
  aHistoryCleared,
  aMemberMoved,
  aMemberPlaced,
  aMemberRemoved,
} from '../../domain/ms-matrix-entry.mother.js';
import { auditTrail } from './entry-audit.js';

function recorded(events: [DomainEvent, string | null][]): RecordedEvent[] {
  return events.map(([event, userId], revision) => ({
    eventId: randomUUID(),
    streamId: 'ms-matrix-entry-entry-1',
    revision,
    position: BigInt(revision + 1),
    type: event.type,
    data: event.data,
    metadata: {
      correlationId: 'c',
      causationId: null,
      userId,
      occurredAt: `2026-05-0${revision + 1}T00:00:00.000Z`,
      schemaVersion: 1,
    },
  }));
}

describe('MS matrix entry audit trail', () => {
  const names = new Map([['u-manager', '田中 部長']]);

  it('tells who did what, when, from where to where', () => {
    const trail = auditTrail(
      recorded([
        [aMemberPlaced({ positionX: 0.5, positionY: 0.5, pointId: 'p1' }), 'u-manager'],
        [aMemberMoved({ from: { x: 0.5, y: 0.5 }, to: { x: 1, y: 0 }, pointId: 'p2' }), 'u-manager'],
        [aGrowthPointDeleted({ pointId: 'p1' }), 'u-other'],
        [aMemberMoved({ from: { x: 1, y: 0 }, to: { x: 0, y: 1 }, pointId: 'p3' }), null],
        [aHistoryCleared({ keptPointId: 'p3', deletedPointIds: ['p2'] }), 'u-manager'],
        [aMemberRemoved(), 'u-manager'],
      ]),
      names,
    );
    expect(trail).toEqual([
      {
        at: '2026-05-01T00:00:00.000Z', actorId: 'u-manager', actorName: '田中 部長', action: 'placed',
        from: null, to: { x: 0.5, y: 0.5, skillLevel: 61, mindsetLevel: 63 }, pointId: 'p1', deletedPointIds: [],
      },
      {
        at: '2026-05-02T00:00:00.000Z', actorId: 'u-manager', actorName: '田中 部長', action: 'moved',
        from: { x: 0.5, y: 0.5, skillLevel: 61, mindsetLevel: 63 }, to: { x: 1, y: 0, skillLevel: 120, mindsetLevel: 100 },
        pointId: 'p2', deletedPointIds: [],
      },
      {
        at: '2026-05-03T00:00:00.000Z', actorId: 'u-other', actorName: null, action: 'point_deleted',
        from: null, to: null, pointId: 'p1', deletedPointIds: [],
      },
      {
        at: '2026-05-04T00:00:00.000Z', actorId: null, actorName: null, action: 'moved',
        from: { x: 1, y: 0, skillLevel: 120, mindsetLevel: 100 }, to: { x: 0, y: 1, skillLevel: 0, mindsetLevel: 0 },
        pointId: 'p3', deletedPointIds: [],
      },
      {
        at: '2026-05-05T00:00:00.000Z', actorId: 'u-manager', actorName: '田中 部長', action: 'history_cleared',
        from: null, to: null, pointId: null, deletedPointIds: ['p2'],
      },
      {
        at: '2026-05-06T00:00:00.000Z', actorId: 'u-manager', actorName: '田中 部長', action: 'removed',
        from: { x: 0, y: 1, skillLevel: 0, mindsetLevel: 0 }, to: null, pointId: null, deletedPointIds: [],
      },
    ]);
  });

  it('is empty for a stream with no events', () => {
    expect(auditTrail([], names)).toEqual([]);
  });
});
