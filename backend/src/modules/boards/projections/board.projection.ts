import type { EntityManager } from 'typeorm';
import { deleteRows, upsertRow } from '../../../platform/database/rows.js';
import { assertNever } from '../../../platform/domain/decider.js';
import { isOneOf, type DomainEvent, type RecordedEvent } from '../../../platform/event-store/event.js';
import type { InlineEvent, InlineStatement } from '../../../platform/event-store/inline-projection.js';
import { runStatements, type InlinePart } from '../../../platform/projections/projection.js';
import type {
  CompanyMemberDeleted,
  CompanyMemberUpdated,
  DepartmentCreated,
  DepartmentDeleted,
  DepartmentUpdated,
  TeamDeleted,
} from '../../organization/index.js';
import type { BoardDepartmentTable } from './board.read-model.js';

/** The organisation's events every board follows (its timeline also follows `TeamCreated`). */
export type OrganizationEvent = CompanyMemberUpdated | CompanyMemberDeleted | DepartmentCreated | DepartmentUpdated | DepartmentDeleted | TeamDeleted;

export const ORGANIZATION_EVENTS: readonly OrganizationEvent['type'][] = [
  'CompanyMemberUpdated',
  'CompanyMemberDeleted',
  'DepartmentCreated',
  'DepartmentUpdated',
  'DepartmentDeleted',
  'TeamDeleted',
];

/** The tables of one board and the columns the kernel writes in them. */
export interface BoardTables {
  /** The entries (`id`, `team_id`, `department_id`, `updated_at`, `revision`, `placed_position` and the member's two columns). */
  readonly entries: string;
  /** The member's id and display-name columns of an entry (`member_id`/`member_name`, `employee_id`/`employee_name`). */
  readonly member: { readonly id: string; readonly name: string };
  /** The rows an entry owns (growth points, sessions): they go with it. */
  readonly children: readonly string[];
  /** The column naming the entry in `children` (`entry_id`, `matrix_entry_id`). */
  readonly childEntryColumn: string;
  /** The departments (`id`, `team_id`, `name`, `color`) the board shows its entries under. */
  readonly departments: BoardDepartmentTable;
  /** A member's update also carries their entries to the member's team (the 1on1 board follows members across teams). */
  readonly followsMemberTeam: boolean;
}

/** One board: its projection's name, its tables, and its entry stream's own events (`EntryEvent`) with their statements. */
export interface BoardSpec<EntryEvent extends DomainEvent> {
  readonly name: string;
  readonly tables: BoardTables;
  readonly entryEvents: readonly EntryEvent['type'][];
  /** The statements of one entry-stream event (pure): what `apply` runs, and what the append runs inline. */
  entryStatements(recorded: InlineEvent<EntryEvent>): InlineStatement[];
}

/** What a board follows: its entry stream's own events and the organisation's. */
export type BoardEvent<EntryEvent extends DomainEvent> = EntryEvent | OrganizationEvent;

/**
 * A board (the MS matrix's, the 1on1 matrix's): its entries, their growth points (and what else
 * they own), and the departments they are grouped by, written once for both matrices. Each
 * matrix extends it with its spec: the statements of its entry stream's own events (its columns,
 * its axis rules) are its own; what the organisation's events do is the kernel's: a deleted
 * member leaves the board (entry and everything it owns); a deleted department leaves its members
 * on the board with no department (shown as 未所属); a deleted team takes all its rows. The event
 * log keeps the history for the audit.
 *
 * Every statement is an upsert or a delete keyed by ids, so applying an event twice leaves the
 * same rows. Writes go only through the runtime's manager with unqualified table names.
 *
 * Inline (decision 0029): an entry stream's own events are applied in their append's transaction
 * with the very statements `apply` runs (`entryStatements`); the organisation's events stay with
 * the catch-up loop. So the loop may apply an organisation event at position q after an entry
 * event at p > q has been applied inline (never the other way round: the loop reads q only once
 * every older transaction has ended). Each entry keeps the position of the event that began its
 * current life (`placed_position`), and the organisation's events change only entries placed
 * before them, which is what applying them in log order would have changed: the rows come out the
 * same in either order, and a rebuild (log order) gives the same rows as the live path.
 */
export class BoardProjection<EntryEvent extends DomainEvent> {
  readonly name: string;
  // Each matrix's class `implements Projection<BoardEvent<…>>`: with its entry events known, TypeScript checks it there.
  readonly handles: readonly (EntryEvent['type'] | OrganizationEvent['type'])[];
  readonly tables: readonly string[];
  readonly inline: InlinePart<EntryEvent>;

  constructor(private readonly spec: BoardSpec<EntryEvent>) {
    const { tables, entryEvents, entryStatements } = spec;
    this.name = spec.name;
    this.handles = [...entryEvents, ...ORGANIZATION_EVENTS];
    this.tables = [tables.entries, ...tables.children, tables.departments];
    this.inline = { handles: entryEvents, statements: (events) => events.flatMap(entryStatements) };
  }

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    if (isOneOf<EntryEvent>(recorded, this.spec.entryEvents)) return runStatements(manager, this.spec.entryStatements(recorded));
    if (!isOneOf<OrganizationEvent>(recorded, ORGANIZATION_EVENTS)) throw new Error(`${this.name} does not handle ${recorded.type}`);
    const { entries, member, departments, followsMemberTeam } = this.spec.tables;
    const event = recorded;
    const position = recorded.position.toString();
    switch (event.type) {
      case 'CompanyMemberUpdated': {
        const d = event.data;
        const values = [d.memberId, `${d.lastName} ${d.firstName}`, d.departmentId, ...(followsMemberTeam ? [d.teamId] : []), position];
        const team = followsMemberTeam ? ', team_id = $4' : '';
        await manager.query(
          `UPDATE ${entries} SET ${member.name} = $2, department_id = $3${team} WHERE ${member.id} = $1 AND placed_position < $${values.length}`,
          values,
        );
        return;
      }
      case 'CompanyMemberDeleted':
        // The member is gone, so are the entries about them (in every board they were on).
        await this.deleteEntries(manager, `${member.id} = $1 AND placed_position < $2`, [event.data.memberId, position]);
        return;
      case 'DepartmentCreated':
      case 'DepartmentUpdated': {
        const d = event.data;
        await upsertRow(manager, departments, { id: d.departmentId, team_id: d.teamId, name: d.name, color: d.color }, ['id']);
        return;
      }
      case 'DepartmentDeleted':
        await deleteRows(manager, departments, { id: event.data.departmentId });
        await manager.query(`UPDATE ${entries} SET department_id = NULL WHERE department_id = $1 AND placed_position < $2`, [
          event.data.departmentId,
          position,
        ]);
        return;
      case 'TeamDeleted':
        await this.deleteEntries(manager, 'team_id = $1 AND placed_position < $2', [event.data.teamId, position]);
        await deleteRows(manager, departments, { team_id: event.data.teamId });
        return;
      default:
        assertNever(event);
    }
  }

  /** `where` selects entries; what they own goes with them. */
  private async deleteEntries(manager: EntityManager, where: string, params: unknown[]): Promise<void> {
    const { entries } = this.spec.tables;
    await runStatements(manager, entryChildrenDeleted(this.spec.tables, `IN (SELECT id FROM ${entries} WHERE ${where})`, params));
    await manager.query(`DELETE FROM ${entries} WHERE ${where}`, params);
  }
}

/** Statements deleting the rows the entries `entryCondition` (`= $1`, `IN (…)`) select own. */
export function entryChildrenDeleted(tables: BoardTables, entryCondition: string, params: readonly unknown[]): InlineStatement[] {
  return tables.children.map((table) => ({ text: `DELETE FROM ${table} WHERE ${tables.childEntryColumn} ${entryCondition}`, values: params }));
}

/** Statements removing an entry and what it owns (a removal, a deletion). */
export function entryRemoved(tables: BoardTables, entryId: string): InlineStatement[] {
  return [...entryChildrenDeleted(tables, '= $1', [entryId]), { text: `DELETE FROM ${tables.entries} WHERE id = $1`, values: [entryId] }];
}

/** A statement marking the entry changed by its stream's event (a deleted point, a recorded session). */
export function entryTouched(tables: BoardTables, entryId: string, at: string, revision: number): InlineStatement {
  return { text: `UPDATE ${tables.entries} SET updated_at = $2, revision = $3 WHERE id = $1`, values: [entryId, at, revision] };
}
