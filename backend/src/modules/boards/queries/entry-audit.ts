import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { UserDirectory } from '../../users/index.js';

/** A point of a board (its axes from 0 to 1), as the entry events carry it. */
export interface BoardPoint {
  x: number;
  y: number;
}

/** What every record of an entry's audit trail starts with: when, who (null for system work such as seeding), and no move yet. */
export interface AuditRecordBase {
  at: string;
  actorId: string | null;
  actorName: string | null;
  from: null;
  to: null;
  pointId: null;
}

/**
 * One board's entry events as the audit trail tells them: the event types that place, move and
 * remove an entry and delete one of its points; how a point reads (with the board's levels);
 * and the record of any other event of the stream (the matrix's own: a history clear, a session),
 * given where the entry stood then.
 */
export interface AuditVocabulary<Position, Record> {
  readonly placed: string;
  readonly moved: string;
  readonly pointDeleted: string;
  readonly removed: string;
  withLevels(point: BoardPoint): Position;
  /** How a looked-up display name reads (default: as it is; unknown users null). The 1on1 audit reads an empty name as unknown too. */
  actorName?(name: string | undefined): string | null;
  /** Fields every record of this board has beside the base ones (before `action`), with their value when an event leaves them empty. */
  extraFields?(): object;
  other(recorded: RecordedEvent, base: AuditRecordBase, standing: Position | null): Record;
}

/**
 * The audit trail of one entry stream, pure: one record per event, in stream order, with where
 * the entry stood before and after. `names` maps acting user ids to display names (`姓 名`).
 */
export function entryAuditTrail<Position, Record>(
  events: readonly RecordedEvent[],
  names: ReadonlyMap<string, string>,
  vocabulary: AuditVocabulary<Position, Record>,
): Record[] {
  const { withLevels } = vocabulary;
  const actorName = vocabulary.actorName ?? ((name: string | undefined) => name ?? null);
  let standing: BoardPoint | null = null;
  return events.map((recorded): Record => {
    const actorId = recorded.metadata.userId;
    const base: AuditRecordBase = {
      at: recorded.metadata.occurredAt,
      actorId,
      actorName: actorId ? actorName(names.get(actorId)) : null,
      from: null,
      to: null,
      pointId: null,
      ...vocabulary.extraFields?.(),
    };
    switch (recorded.type) {
      case vocabulary.placed: {
        const d = recorded.data as { positionX: number; positionY: number; pointId: string };
        standing = { x: d.positionX, y: d.positionY };
        return { ...base, action: 'placed', to: withLevels(standing), pointId: d.pointId } as Record;
      }
      case vocabulary.moved: {
        const d = recorded.data as { from: BoardPoint; to: BoardPoint; pointId: string };
        standing = d.to;
        return { ...base, action: 'moved', from: withLevels(d.from), to: withLevels(d.to), pointId: d.pointId } as Record;
      }
      case vocabulary.pointDeleted:
        return { ...base, action: 'point_deleted', pointId: (recorded.data as { pointId: string }).pointId } as Record;
      case vocabulary.removed: {
        const from = standing ? withLevels(standing) : null;
        standing = null;
        return { ...base, action: 'removed', from } as Record;
      }
      default:
        return vocabulary.other(recorded, base, standing ? withLevels(standing) : null);
    }
  });
}

/**
 * Reads an entry's audit from its own events, not from a read model: the log is the audit trail,
 * and it keeps what the board no longer shows (deleted points, removed entries). An entry never
 * placed is `notFound`; `authorize` sees the data of the event that began its current life (its
 * team, its manager) before any name is looked up.
 */
@Injectable()
export class EntryAuditReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UserDirectory,
  ) {}

  async read<Placed>(
    streamId: string,
    placed: string,
    notFound: () => Error,
    authorize: (placed: Placed) => Promise<unknown> | void,
  ): Promise<{ events: RecordedEvent[]; names: ReadonlyMap<string, string> }> {
    const events = await this.store.readStream(streamId);
    const placements = events.filter((e) => e.type === placed);
    if (placements.length === 0) throw notFound();
    await authorize(placements[placements.length - 1].data as Placed);
    const actorIds = [...new Set(events.map((e) => e.metadata.userId).filter((id): id is string => id !== null))];
    return { events, names: await this.users.displayNames(actorIds) };
  }
}
