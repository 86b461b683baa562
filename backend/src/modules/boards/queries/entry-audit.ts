import { Inject, Injectable } from '@nestjs/common';
import { isOneOf, type DomainEvent, type RecordedEvent, type RecordedEventOf } from '../../../platform/event-store/event.js';
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

/** The entry events an audit trail tells: those that place, move and remove an entry, delete one of its points, and the matrix's own (`other`). */
export interface AuditEvents {
  readonly placed: DomainEvent<string, { positionX: number; positionY: number; pointId: string }>;
  readonly moved: DomainEvent<string, { from: BoardPoint; to: BoardPoint; pointId: string }>;
  readonly pointDeleted: DomainEvent<string, { pointId: string }>;
  readonly removed: DomainEvent;
  readonly other: DomainEvent;
}

/**
 * One board's entry events (`T`) as the audit trail tells them: the event types that place, move
 * and remove an entry, delete one of its points, and the matrix's own (`others`: a history clear, a
 * session); how a point reads (with the board's levels); and the record of one of the matrix's own
 * events, given where the entry stood then.
 */
export interface AuditVocabulary<Position, Record, T extends AuditEvents> {
  readonly placed: T['placed']['type'];
  readonly moved: T['moved']['type'];
  readonly pointDeleted: T['pointDeleted']['type'];
  readonly removed: T['removed']['type'];
  readonly others: readonly T['other']['type'][];
  withLevels(point: BoardPoint): Position;
  /** How a looked-up display name reads (default: as it is; unknown users null). The 1on1 audit reads an empty name as unknown too. */
  actorName?(name: string | undefined): string | null;
  /** Fields every record of this board has beside the base ones (before `action`), with their value when an event leaves them empty. */
  extraFields?(): object;
  other(recorded: RecordedEventOf<T['other']>, base: AuditRecordBase, standing: Position | null): Record;
}

/**
 * The audit trail of one entry stream, pure: one record per event, in stream order, with where
 * the entry stood before and after. `names` maps acting user ids to display names (`姓 名`).
 */
export function entryAuditTrail<Position, Record, T extends AuditEvents>(
  events: readonly RecordedEvent[],
  names: ReadonlyMap<string, string>,
  vocabulary: AuditVocabulary<Position, Record, T>,
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
    if (isOneOf<T['placed']>(recorded, [vocabulary.placed])) {
      const d = recorded.data;
      standing = { x: d.positionX, y: d.positionY };
      return { ...base, action: 'placed', to: withLevels(standing), pointId: d.pointId } as Record;
    }
    if (isOneOf<T['moved']>(recorded, [vocabulary.moved])) {
      const d = recorded.data;
      standing = d.to;
      return { ...base, action: 'moved', from: withLevels(d.from), to: withLevels(d.to), pointId: d.pointId } as Record;
    }
    if (isOneOf<T['pointDeleted']>(recorded, [vocabulary.pointDeleted])) return { ...base, action: 'point_deleted', pointId: recorded.data.pointId } as Record;
    if (isOneOf<T['removed']>(recorded, [vocabulary.removed])) {
      const from = standing ? withLevels(standing) : null;
      standing = null;
      return { ...base, action: 'removed', from } as Record;
    }
    if (isOneOf<T['other']>(recorded, vocabulary.others)) return vocabulary.other(recorded, base, standing ? withLevels(standing) : null);
    throw new Error(`Not an entry event of this board: ${recorded.type}`);
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

  async read<Placed extends DomainEvent>(
    streamId: string,
    placed: Placed['type'],
    notFound: () => Error,
    authorize: (placed: Placed['data']) => Promise<unknown> | void,
  ): Promise<{ events: RecordedEvent[]; names: ReadonlyMap<string, string> }> {
    const events = await this.store.readStream(streamId);
    const placements = events.filter((e) => isOneOf<Placed>(e, [placed]));
    if (placements.length === 0) throw notFound();
    await authorize(placements[placements.length - 1].data);
    const actorIds = [...new Set(events.map((e) => e.metadata.userId).filter((id): id is string => id !== null))];
    return { events, names: await this.users.displayNames(actorIds) };
  }
}
