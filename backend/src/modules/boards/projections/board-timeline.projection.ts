import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../platform/domain/decider.js';
import { isOneOf, type DomainEvent, type RecordedEvent, type RecordedEventOf } from '../../../platform/event-store/event.js';
import type { CompanyMemberUpdated, TeamCreated } from '../../organization/index.js';
import { ORGANIZATION_EVENTS as BOARD_ORGANIZATION_EVENTS, type OrganizationEvent as BoardOrganizationEvent } from './board.projection.js';
import { applyInRuns, entrySteps, Intervals, type EntryMoved, type EntryOpened, type IntervalColumnType, type IntervalValues } from './intervals.js';

/** The organisation's events every board timeline follows: the board's, and when each team was created. */
type OrganizationEvent = BoardOrganizationEvent | TeamCreated;
const ORGANIZATION_EVENTS: readonly OrganizationEvent['type'][] = [...BOARD_ORGANIZATION_EVENTS, 'TeamCreated'];

/** What one matrix's own events (`Extra`) add to its timeline (the 1on1 sessions): its events, tables and how it applies them. */
export interface TimelineExtras<Extra extends DomainEvent> {
  readonly handles: readonly Extra['type'][];
  readonly tables: readonly string[];
  apply(recorded: RecordedEventOf<Extra>, manager: EntityManager): Promise<void>;
}

/** The entry events a timeline follows: one that opens an entry's life, a move, one that ends it; and the matrix's own (`Extra`, none by default). */
export interface TimelineEvents {
  readonly opened: EntryOpened;
  readonly moved: EntryMoved;
  readonly removed: DomainEvent<string, { entryId: string }>;
  readonly extra: DomainEvent;
}

/** The events a timeline of `T`'s entry events handles: those and the organisation's. */
export type TimelineEvent<T extends TimelineEvents> = T['opened'] | T['moved'] | T['removed'] | T['extra'] | OrganizationEvent;

/**
 * One matrix's timeline: its projection's name, the prefix of its tables (`<prefix>_intervals`,
 * `<prefix>_entries`, `<prefix>_departments`, `<prefix>_teams`), the entry events that open,
 * move and end an entry's intervals (`T`, by their types), and the columns its intervals keep.
 */
export interface BoardTimelineSpec<T extends TimelineEvents> {
  readonly name: string;
  readonly prefix: string;
  readonly events: { readonly opened: T['opened']['type']; readonly moved: T['moved']['type']; readonly removed: T['removed']['type'] };
  /** The columns of `<prefix>_intervals` beside the entry, the position and the two times. */
  readonly columns: Readonly<Record<string, IntervalColumnType>>;
  /** The interval column naming the member (`member_id`, `employee_id`). */
  readonly memberColumn: string;
  /** What `<prefix>_entries` keeps beside the entry id: who the as-of read selects entries by (the team, the manager). */
  readonly owner: { readonly column: 'team_id' | 'manager_id'; of(d: T['opened']['data']): string };
  /** An entry's first interval of a life, from the event that opened it. */
  openedValues(d: T['opened']['data'], position: string, at: string): IntervalValues;
  /** What a member's update changes on their open intervals (a new interval only when one differs). */
  memberChanges(d: CompanyMemberUpdated['data']): IntervalValues;
  readonly extras?: TimelineExtras<T['extra']>;
}

/**
 * A board through time (decision 0050), written once for both matrices: for every entry the
 * intervals of time during which it stood at one position with one name and department (and what
 * else the matrix keeps); for every department its name and colour over time; when each team was
 * created. The board at the end of any day is then one indexed probe per entry (`asOfFrom`).
 *
 * Time is the event's `occurredAt` (its metadata): when the user made the move, which is also the
 * time the growth history shows and the time the demo seeder dates its trails back with.
 *
 * Deleting a past growth point or clearing the history corrects the trail; it does not change
 * where the board showed the member then, so those events are not handled. A removal or a deleted
 * member ends the entry's last interval; a deleted department ends its interval (its members read
 * 未所属 from then on); a deleted team takes its rows (the team is gone, its board a 404).
 *
 * Applied by the catch-up loop only, in log order, through `Intervals`: applying an event again
 * changes nothing. A matrix's projection extends it with its spec.
 */
export class BoardTimelineProjection<T extends TimelineEvents> {
  readonly name: string;
  // Each matrix's class `implements Projection<TimelineEvent<…>>`: with its events known, TypeScript checks it there.
  readonly handles: readonly (T['opened']['type'] | T['moved']['type'] | T['removed']['type'] | T['extra']['type'] | OrganizationEvent['type'])[];
  /** History: no write answers with it; its queries wait for it (decision 0055). */
  readonly awaitedBy = 'reads';
  readonly tables: readonly string[];
  private readonly intervals: Intervals;
  private readonly departments: Intervals;
  /** The tables a deleted team's rows leave (those keyed by team). */
  private readonly teamTables: readonly string[];

  constructor(private readonly spec: BoardTimelineSpec<T>) {
    const { prefix, events, extras } = spec;
    this.name = spec.name;
    this.handles = [events.opened, events.moved, ...(extras?.handles ?? []), events.removed, ...ORGANIZATION_EVENTS];
    this.tables = [`${prefix}_intervals`, `${prefix}_entries`, ...(extras?.tables ?? []), `${prefix}_departments`, `${prefix}_teams`];
    this.teamTables = [`${prefix}_intervals`, ...(spec.owner.column === 'team_id' ? [`${prefix}_entries`] : []), `${prefix}_departments`, `${prefix}_teams`];
    this.intervals = new Intervals({ table: `${prefix}_intervals`, key: 'entry_id', columns: spec.columns });
    this.departments = new Intervals({ table: `${prefix}_departments`, key: 'department_id', columns: { team_id: 'text', name: 'text', color: 'text' } });
  }

  /**
   * Openings and moves (nearly the whole log) are folded in memory per entry and written with a
   * few statements for the batch; any other event first writes what is pending, then applies alone.
   */
  async applyBatch(events: readonly RecordedEvent[], manager: EntityManager): Promise<void> {
    const { opened, moved } = this.spec.events;
    await applyInRuns(
      events,
      (e) => isOneOf<T['opened'] | T['moved']>(e, [opened, moved]),
      (run) => this.writeRun(manager, run),
      (e) => this.apply(e, manager),
    );
  }

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const at = recorded.metadata.occurredAt;
    const position = recorded.position.toString();
    const { events, memberColumn, extras } = this.spec;
    if (isOneOf<T['opened']>(recorded, [events.opened])) {
      // A new life of the stream after a removal: its last interval was ended by the removal.
      const d = recorded.data;
      await this.addEntries(manager, [d]);
      await this.intervals.open(manager, d.entryId, position, at, this.spec.openedValues(d, position, at));
      return;
    }
    if (isOneOf<T['moved']>(recorded, [events.moved])) {
      const d = recorded.data;
      await this.intervals.carryOn(manager, position, at, { entry_id: d.entryId }, { x: d.to.x, y: d.to.y });
      return;
    }
    if (isOneOf<T['removed']>(recorded, [events.removed])) {
      await this.intervals.end(manager, position, at, { entry_id: recorded.data.entryId });
      return;
    }
    if (extras && isOneOf<T['extra']>(recorded, extras.handles)) return extras.apply(recorded, manager);
    if (!isOneOf<OrganizationEvent>(recorded, ORGANIZATION_EVENTS)) throw new Error(`${this.name} does not handle ${recorded.type}`);
    const event = recorded;
    switch (event.type) {
      case 'CompanyMemberUpdated':
        // Only a change of what the intervals keep of the member starts a new interval.
        await this.intervals.carryOn(manager, position, at, { [memberColumn]: event.data.memberId }, this.spec.memberChanges(event.data), true);
        return;
      case 'CompanyMemberDeleted':
        await this.intervals.end(manager, position, at, { [memberColumn]: event.data.memberId });
        return;
      case 'DepartmentCreated':
      case 'DepartmentUpdated': {
        // A department created or renamed (or recoloured): a new interval from the event on.
        const d = event.data;
        await this.departments.open(manager, d.departmentId, position, at, { team_id: d.teamId, name: d.name, color: d.color });
        return;
      }
      case 'DepartmentDeleted':
        // Its interval ends: its members read 未所属 from then on.
        await this.departments.end(manager, position, at, { department_id: event.data.departmentId });
        return;
      case 'TeamCreated':
        await manager.query(`INSERT INTO ${this.spec.prefix}_teams (team_id, created_at) VALUES ($1, $2) ON CONFLICT (team_id) DO NOTHING`, [
          event.data.teamId,
          at,
        ]);
        return;
      case 'TeamDeleted':
        // Rows with no team (a manager's entries, their sessions) are read only through the team's intervals, which go.
        for (const table of this.teamTables) await manager.query(`DELETE FROM ${table} WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }

  private async addEntries(manager: EntityManager, opened: readonly T['opened']['data'][]): Promise<void> {
    if (opened.length === 0) return;
    const { prefix, owner } = this.spec;
    await manager.query(
      `INSERT INTO ${prefix}_entries (entry_id, ${owner.column}) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (entry_id) DO NOTHING`,
      [opened.map((d) => d.entryId), opened.map((d) => owner.of(d))],
    );
  }

  /** Openings and moves of one batch, with the same effect as `apply` on each in turn (`Intervals.applyBatch`). */
  private async writeRun(manager: EntityManager, events: readonly RecordedEventOf<T['opened'] | T['moved']>[]): Promise<void> {
    if (events.length === 0) return;
    const { opened } = this.spec.events;
    await this.addEntries(
      manager,
      events.filter((e) => isOneOf<T['opened']>(e, [opened])).map((e) => e.data),
    );
    await this.intervals.applyBatch(manager, entrySteps<T['opened'], T['moved']>(events, opened, (d, position, at) => this.spec.openedValues(d, position.toString(), at)));
  }
}
