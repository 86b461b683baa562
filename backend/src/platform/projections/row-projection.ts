import type { EntityManager } from 'typeorm';
import type { DB } from '../../generated/db-schema.js';
import type { DomainEvent, RecordedEventOf } from '../event-store/event.js';
import { ReadModelProjection, type Projection } from './projection.js';

/**
 * The tables a row projection may write, each with its row type: by default every table of the
 * migrated schema as `src/generated/db-schema.ts` declares it (decision 0073), so a misspelt table
 * or column name given to `RowWriter` fails to compile.
 */
type Tables = DB;

type TableOf<S> = keyof S & string;
type ColumnOf<S, T extends TableOf<S>> = keyof S[T] & string;

/**
 * Column values of one row. Values are not checked against the row type: they are sent as query
 * parameters, and PostgreSQL converts them to the column's type (a jsonb column takes the JSON
 * text, a timestamptz column the ISO string). Every key given is written, `undefined` as NULL.
 */
export type RowValues<S, T extends TableOf<S>> = { readonly [C in ColumnOf<S, T>]?: unknown };

export interface UpsertOptions<S, T extends TableOf<S>> {
  /** The conflict target: the primary key or a unique constraint's columns. */
  readonly key: readonly ColumnOf<S, T>[];
  /** Columns only the insert writes: a stored row keeps its value (every other given column is overwritten). */
  readonly keep?: readonly ColumnOf<S, T>[];
  /** Overwritten only by a non-null value: `COALESCE(EXCLUDED.c, t.c)` (a field absent from the event). */
  readonly keepWhereNull?: readonly ColumnOf<S, T>[];
  /** Never lowered: `GREATEST(t.c, EXCLUDED.c)`. */
  readonly neverLower?: readonly ColumnOf<S, T>[];
  /** The stored row is overwritten only from a higher value of this column (`WHERE t.c < EXCLUDED.c`): a replayed older event changes nothing. */
  readonly newer?: ColumnOf<S, T>;
  /** As `newer`, an equal value overwriting too (`WHERE t.c <= EXCLUDED.c`). */
  readonly notOlder?: ColumnOf<S, T>;
}

/**
 * The statements a row projection writes with, built from column names and run on the
 * projection's transaction. Tables are named unqualified, so a rebuild writes its shadow copies
 * (`search_path`, shadow-tables.ts). Every statement is idempotent by construction where the
 * read model needs it: `insert` skips a row already there and `upsert` names its conflict key,
 * so applying an event twice leaves the same rows.
 */
export interface RowWriter<S = Tables> {
  /** `INSERT ... ON CONFLICT (key) DO NOTHING` (without `key`: `ON CONFLICT DO NOTHING`, any unique constraint). */
  insert<T extends TableOf<S>>(table: T, row: RowValues<S, T>, key?: readonly ColumnOf<S, T>[]): Promise<void>;
  /**
   * `INSERT ... ON CONFLICT (key) DO UPDATE SET c = EXCLUDED.c, ...` over every given column but
   * the key and `keep`, optionally guarded (`newer`, `notOlder`). Answers whether a row was
   * inserted or overwritten (false: the guard kept the stored row).
   */
  upsert<T extends TableOf<S>>(table: T, row: RowValues<S, T>, options: UpsertOptions<S, T>): Promise<boolean>;
  /** `UPDATE t SET c = $1, ... WHERE k = $n AND ...` (equality on every `where` column). */
  update<T extends TableOf<S>>(table: T, set: RowValues<S, T>, where: RowValues<S, T>): Promise<void>;
  /** `DELETE FROM t WHERE k = $1 AND ...` (equality on every `where` column). */
  delete<T extends TableOf<S>>(table: T, where: RowValues<S, T>): Promise<void>;
  /** A statement the builders do not express (INSERT ... SELECT, a computed SET, a CTE): written out, unqualified tables. */
  query<Row = unknown>(sql: string, parameters?: readonly unknown[]): Promise<Row[]>;
}

/** One handler per handled event type; the mapped type makes the list exhaustive and narrows each event. */
export type RowHandlers<E extends DomainEvent, S> = {
  readonly [K in E['type']]: (event: RecordedEventOf<Extract<E, { type: K }>>, db: RowWriter<S>) => Promise<unknown>;
};

export interface RowProjectionSpec<E extends DomainEvent, S> {
  /** Stable name, also the checkpoint key. */
  readonly name: string;
  /** The tables it owns (rebuilt and swapped together). */
  readonly tables: readonly TableOf<S>[];
  readonly awaitedBy?: Projection['awaitedBy'];
  /** `Projection.version`: raise it when a handler writes differently for the same events. */
  readonly version?: number;
  /** What each handled event writes; the keys are the projection's `handles`. */
  readonly on: RowHandlers<E, S>;
  /**
   * Optional: events of these types that stand next to each other in a batch are written together
   * by `write` (a multi-row statement), with the same effect as their handlers one after another;
   * the other events go through their handlers in their place. Gives the projection `applyBatch`,
   * for a replay made mostly of such events.
   */
  readonly runs?: RowRuns<E, S>;
}

export interface RowRuns<E extends DomainEvent, S> {
  readonly of: readonly E['type'][];
  /** Given a run of `of` events, in log order, never empty. */
  write(events: readonly RecordedEventOf<E>[], db: RowWriter<S>): Promise<unknown>;
}

/**
 * A projection written as a map from event type to the rows that event writes:
 *
 *     export class JournalEntriesProjection extends rowProjection<JournalEntryEvent>({
 *       name: 'journal-entries',
 *       tables: ['journal_entries'],
 *       on: {
 *         JournalEntryWritten: ({ data: d }, db) => db.insert('journal_entries', { id: d.entryId, ... }, ['id']),
 *         JournalEntryDeleted: ({ data }, db) => db.delete('journal_entries', { id: data.entryId }),
 *       },
 *     }) {}
 *
 * The returned class is already marked `@ReadModelProjection()` (its subclass inherits the mark)
 * and takes no constructor arguments, so a module only lists the subclass in its `providers`.
 * `E` is the union of the events handled (each handler receives its own member, narrowed);
 * `S` maps each table to its row type (the generated schema's unless named). Event types outside the
 * map are ignored, like the runtime does. With `runs`, it also has `applyBatch`.
 */
export function rowProjection<E extends DomainEvent, S = Tables>(spec: RowProjectionSpec<E, S>): new () => Projection<E> {
  // One handler per type: the union-wide signature is what `apply` dispatches through.
  const handlers = spec.on as unknown as Readonly<Record<string, (event: RecordedEventOf<E>, db: RowWriter<S>) => Promise<unknown>>>;
  const handles = Object.keys(handlers) as E['type'][];
  const runs = spec.runs;

  @ReadModelProjection()
  class RowProjection implements Projection<E> {
    readonly name = spec.name;
    readonly handles = handles;
    readonly tables = spec.tables;
    readonly awaitedBy = spec.awaitedBy;
    readonly version = spec.version;

    readonly applyBatch = runs && ((events: readonly RecordedEventOf<E>[], manager: EntityManager) => this.applyRuns(runs, events, manager));

    async apply(event: RecordedEventOf<E>, manager: EntityManager): Promise<void> {
      if (!Object.hasOwn(handlers, event.type)) return;
      await handlers[event.type](event, rowWriter<S>(manager));
    }

    private async applyRuns(runs: RowRuns<E, S>, events: readonly RecordedEventOf<E>[], manager: EntityManager): Promise<void> {
      const db = rowWriter<S>(manager);
      let run: RecordedEventOf<E>[] = [];
      const flush = async () => {
        if (run.length) await runs.write(run, db);
        run = [];
      };
      for (const event of events) {
        if (runs.of.includes(event.type)) {
          run.push(event);
          continue;
        }
        await flush();
        await this.apply(event, manager);
      }
      await flush();
    }
  }
  return RowProjection;
}

/** The `RowWriter` over one transaction's manager. */
export function rowWriter<S = Tables>(manager: EntityManager): RowWriter<S> {
  const run = (sql: string, parameters: readonly unknown[]) => manager.query(sql, [...parameters]) as Promise<unknown[]>;
  return {
    async insert(table, row, key) {
      const { columns, values, placeholders } = listed(row, 0);
      const target = key ? `(${key.join(', ')}) ` : '';
      await run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders}) ON CONFLICT ${target}DO NOTHING`, values);
    },
    async upsert(table, row, options) {
      const { columns, values, placeholders } = listed(row, 0);
      const fixed = new Set<string>([...options.key, ...(options.keep ?? [])]);
      const keepWhereNull = new Set<string>(options.keepWhereNull ?? []);
      const neverLower = new Set<string>(options.neverLower ?? []);
      const set = columns
        .filter((c) => !fixed.has(c))
        .map((c) => {
          if (keepWhereNull.has(c)) return `${c} = COALESCE(EXCLUDED.${c}, ${table}.${c})`;
          if (neverLower.has(c)) return `${c} = GREATEST(${table}.${c}, EXCLUDED.${c})`;
          return `${c} = EXCLUDED.${c}`;
        });
      const guard = options.newer
        ? ` WHERE ${table}.${options.newer} < EXCLUDED.${options.newer}`
        : options.notOlder
          ? ` WHERE ${table}.${options.notOlder} <= EXCLUDED.${options.notOlder}`
          : '';
      const written = await run(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders}) ON CONFLICT (${options.key.join(', ')}) DO UPDATE SET ${set.join(', ')}${guard} RETURNING 1`,
        values,
      );
      return written.length > 0;
    },
    async update(table, set, where) {
      const assigned = listed(set, 0);
      const matched = listed(where, assigned.values.length);
      const assignments = assigned.columns.map((c, i) => `${c} = $${i + 1}`).join(', ');
      await run(`UPDATE ${table} SET ${assignments} WHERE ${matched.conditions}`, [...assigned.values, ...matched.values]);
    },
    async delete(table, where) {
      const matched = listed(where, 0);
      await run(`DELETE FROM ${table} WHERE ${matched.conditions}`, matched.values);
    },
    query<Row>(sql: string, parameters: readonly unknown[] = []) {
      return run(sql, parameters) as Promise<Row[]>;
    },
  };
}

/** A row's columns (in the order given), its values, and their `$n` placeholders numbered after `offset`. */
function listed(row: object, offset: number) {
  const columns = Object.keys(row);
  const values = Object.values(row) as unknown[];
  const placeholders = columns.map((_c, i) => `$${offset + i + 1}`).join(', ');
  const conditions = columns.map((c, i) => `${c} = $${offset + i + 1}`).join(' AND ');
  return { columns, values, placeholders, conditions };
}
