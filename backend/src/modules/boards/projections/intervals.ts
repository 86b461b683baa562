import { isOneOf, type DomainEvent, type RecordedEventOf } from '../../../platform/event-store/event.js';
import type { EntityManager } from 'typeorm';

/** The PostgreSQL types an interval column may have (the casts of the batch's `unnest` arrays). */
export type IntervalColumnType = 'text' | 'float8' | 'int8' | 'timestamptz';

/**
 * A table of intervals of time (decision 0050): per key (an entry, a department), one row per
 * interval during which its values held, keyed by `(key, opened_position)`, the log position of the
 * event that opened it; `valid_from` when it began, `valid_to` when it ended (null while it lasts).
 */
export interface IntervalTableSpec {
  readonly table: string;
  /** The column naming what the intervals are of (`entry_id`, `department_id`). */
  readonly key: string;
  /** The other columns an interval holds, with their types (everything but key, position and the two times). */
  readonly columns: Readonly<Record<string, IntervalColumnType>>;
}

export type IntervalValues = Record<string, unknown>;

/** One event of a batch for `Intervals.applyBatch`: open an interval with these values, or carry the open one on with these changes. */
export type IntervalStep =
  | { kind: 'open'; key: string; position: bigint; at: string; values: IntervalValues }
  | { kind: 'carry'; key: string; position: bigint; at: string; changes: IntervalValues };

/** An event that opens an entry's interval (a placement, a creation). */
export type EntryOpened = DomainEvent<string, { entryId: string }>;
/** An event that carries an entry's interval on to a new place (a move). */
export type EntryMoved = DomainEvent<string, { entryId: string; to: { x: number; y: number } }>;

/**
 * A board's entry events of one batch as interval steps: an event of type `opens` (a placement or a
 * creation) opens the entry's interval with `values(data, position, at)`; a move carries the
 * entry's open interval on to its new place.
 */
export function entrySteps<Opened extends EntryOpened, Moved extends EntryMoved>(
  events: readonly (RecordedEventOf<Opened> | RecordedEventOf<Moved>)[],
  opens: Opened['type'],
  values: (data: Opened['data'], position: bigint, at: string) => IntervalValues,
): IntervalStep[] {
  return events.map((recorded): IntervalStep => {
    const { position } = recorded;
    const at = recorded.metadata.occurredAt;
    if (isOneOf<Opened>(recorded, [opens])) {
      const d = recorded.data;
      return { kind: 'open', key: d.entryId, position, at, values: values(d, position, at) };
    }
    const d = recorded.data;
    return { kind: 'carry', key: d.entryId, position, at, changes: { x: d.to.x, y: d.to.y } };
  });
}

interface OpenInterval {
  key: string;
  openedPosition: string;
  validFrom: string;
  validTo: string | null;
  values: IntervalValues;
}

/** Equal filters on columns: `{ entry_id: 'e1' }`. */
type Where = Readonly<Record<string, unknown>>;

/**
 * The statements that end one interval and open the next, for any interval table: every one ends
 * only intervals opened before the event (`opened_position < position`) and opens one keyed by the
 * event's position (`ON CONFLICT DO NOTHING`), so applying an event again changes nothing. A
 * interval never ends before it began (`greatest(valid_from, at)`), nor does its successor.
 * Used by the boards' timelines (`ms-matrix-timeline`, `one-on-one-timeline`).
 */
export class Intervals {
  private readonly names: readonly string[];

  constructor(private readonly spec: IntervalTableSpec) {
    this.names = Object.keys(spec.columns);
  }

  /** Opens an interval of `key` at the event, first ending its open one (a new life after a removal, a renamed department). */
  async open(manager: EntityManager, key: string, position: string, at: string, values: IntervalValues): Promise<void> {
    await this.end(manager, position, at, { [this.spec.key]: key });
    const { table, key: keyColumn } = this.spec;
    const params = [key, position, at, ...this.names.map((name) => values[name] ?? null)];
    await manager.query(
      `INSERT INTO ${table} (${keyColumn}, opened_position, valid_from, valid_to, ${this.names.join(', ')})
       VALUES ($1, $2, $3, NULL, ${this.names.map((name, i) => `$${i + 4}::${this.spec.columns[name]}`).join(', ')})
       ON CONFLICT (${keyColumn}, opened_position) DO NOTHING`,
      params,
    );
  }

  /** Ends the open intervals matching `where` (a removal, a deleted member or department). */
  async end(manager: EntityManager, position: string, at: string, where: Where): Promise<void> {
    const [condition, params] = this.filter(where, 3);
    await manager.query(
      `UPDATE ${this.spec.table} SET valid_to = greatest(valid_from, $2::timestamptz)
       WHERE ${condition} AND valid_to IS NULL AND opened_position < $1`,
      [position, at, ...params],
    );
  }

  /**
   * Ends the open intervals matching `where` and opens their successors with `changes` (a move, a
   * rename). With `onlyWhenChanged`, only intervals whose values differ from `changes` move on.
   */
  async carryOn(manager: EntityManager, position: string, at: string, where: Where, changes: IntervalValues, onlyWhenChanged = false): Promise<void> {
    const changed = Object.keys(changes);
    const [condition, whereParams] = this.filter(where, 3);
    const first = 3 + whereParams.length;
    const param = (name: string) => `$${first + changed.indexOf(name)}::${this.spec.columns[name]}`;
    const differs = onlyWhenChanged ? ` AND (${changed.map((name) => `${name} IS DISTINCT FROM ${param(name)}`).join(' OR ')})` : '';
    const { table, key } = this.spec;
    await manager.query(
      `WITH closed AS (
         UPDATE ${table} SET valid_to = greatest(valid_from, $2::timestamptz)
         WHERE ${condition} AND valid_to IS NULL AND opened_position < $1${differs}
         RETURNING *)
       INSERT INTO ${table} (${key}, opened_position, valid_from, valid_to, ${this.names.join(', ')})
       SELECT ${key}, $1, greatest(valid_from, $2::timestamptz), NULL, ${this.names.map((name) => (changed.includes(name) ? param(name) : name)).join(', ')}
       FROM closed
       ON CONFLICT (${key}, opened_position) DO NOTHING`,
      [position, at, ...whereParams, ...changed.map((name) => changes[name] ?? null)],
    );
  }

  /**
   * Opens and carries on a batch of intervals with the same effect as `open` and `carryOn` on each
   * step in turn, folded in memory per key: one read of the open intervals, one update ending
   * them, one insert of the new ones (a rebuild's bulk of moves). A step at or before the key's
   * open interval is skipped (applied again: nothing changes); a carry with no open interval too.
   */
  async applyBatch(manager: EntityManager, steps: readonly IntervalStep[]): Promise<void> {
    if (steps.length === 0) return;
    const { table, key, columns } = this.spec;
    const keys = [...new Set(steps.map((step) => step.key))];
    const rows: (Record<string, unknown> & {
      key: string;
      openedPosition: string;
      validFrom: string;
    })[] = await manager.query(
      `SELECT ${key} AS "key", opened_position::text AS "openedPosition",
              to_char(valid_from AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "validFrom",
              ${this.names.map((name) => `${name}::text AS "${name}"`).join(', ')}
       FROM ${table} WHERE ${key} = ANY($1::text[]) AND valid_to IS NULL`,
      [keys],
    );
    const current = new Map<string, OpenInterval>(
      rows.map((row) => [
        row.key,
        {
          key: row.key,
          openedPosition: row.openedPosition,
          validFrom: row.validFrom,
          validTo: null,
          values: Object.fromEntries(this.names.map((n) => [n, row[n]])),
        },
      ]),
    );
    const ended = new Map<string, OpenInterval>();
    const opened: OpenInterval[] = [];
    const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);
    for (const step of steps) {
      const now = current.get(step.key);
      if (now && BigInt(now.openedPosition) >= step.position) continue;
      const openedPosition = step.position.toString();
      let next: OpenInterval;
      if (step.kind === 'open') {
        next = {
          key: step.key,
          openedPosition,
          validFrom: step.at,
          validTo: null,
          values: step.values,
        };
      } else if (now) {
        next = {
          key: step.key,
          openedPosition,
          validFrom: later(now.validFrom, step.at),
          validTo: null,
          values: { ...now.values, ...step.changes },
        };
      } else {
        continue;
      }
      if (now) {
        now.validTo = later(now.validFrom, step.at);
        if (!opened.includes(now)) ended.set(now.key, now);
      }
      opened.push(next);
      current.set(step.key, next);
    }
    if (ended.size) {
      const intervals = [...ended.values()];
      await manager.query(
        `UPDATE ${table} t SET valid_to = e.valid_to
         FROM unnest($1::text[], $2::int8[], $3::timestamptz[]) AS e(key, opened_position, valid_to)
         WHERE t.${key} = e.key AND t.opened_position = e.opened_position AND t.valid_to IS NULL`,
        [intervals.map((s) => s.key), intervals.map((s) => s.openedPosition), intervals.map((s) => s.validTo)],
      );
    }
    if (opened.length) {
      await manager.query(
        `INSERT INTO ${table} (${key}, opened_position, valid_from, valid_to, ${this.names.join(', ')})
         SELECT * FROM unnest($1::text[], $2::int8[], $3::timestamptz[], $4::timestamptz[],
           ${this.names.map((name, i) => `$${i + 5}::${columns[name]}[]`).join(', ')})
         ON CONFLICT (${key}, opened_position) DO NOTHING`,
        [
          opened.map((s) => s.key),
          opened.map((s) => s.openedPosition),
          opened.map((s) => s.validFrom),
          opened.map((s) => s.validTo),
          ...this.names.map((name) => opened.map((s) => s.values[name] ?? null)),
        ],
      );
    }
  }

  private filter(where: Where, firstParam: number): [string, unknown[]] {
    const names = Object.keys(where);
    return [names.map((name, i) => `${name} = $${firstParam + i}`).join(' AND '), names.map((name) => where[name])];
  }
}

/**
 * Applies a batch as runs: consecutive events that `inRun` picks are written together by
 * `writeRun` (in order, one call a run); any other event is applied alone, after the run before it.
 */
export async function applyInRuns<E, Run extends E>(
  events: readonly E[],
  inRun: (event: E) => event is Run,
  writeRun: (run: readonly Run[]) => Promise<void>,
  applyAlone: (event: E) => Promise<void>,
): Promise<void> {
  let run: Run[] = [];
  for (const event of events) {
    if (inRun(event)) {
      run.push(event);
      continue;
    }
    if (run.length) await writeRun(run);
    run = [];
    await applyAlone(event);
  }
  if (run.length) await writeRun(run);
}
