import pg from 'pg';

/** One statement of a batch: named statements are parsed once per connection, like pg's named queries. */
export interface BatchStatement {
  readonly name?: string;
  readonly text: string;
  readonly values?: readonly unknown[];
}

/**
 * A statement of the batch failed: `index` says which (PostgreSQL skipped the ones after it), or
 * the connection was lost. `preparedInDoubt`: the batch parsed named statements on the connection
 * for the first time, and whether they exist there now is unknown: drop the connection.
 */
export class BatchStatementError extends Error {
  constructor(
    readonly index: number,
    readonly original: Error,
    readonly preparedInDoubt: boolean,
  ) {
    super(original.message);
  }
}

/** What pg's submittable protocol hands a query (pg's `Connection`, not part of its typed API). */
interface WireConnection {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  stream: { cork(): void; uncork(): void };
  parse(message: { text: string; name: string }): void;
  bind(message: { statement: string; values: readonly unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
}

interface WireField {
  name: string;
  dataTypeID: number;
  format?: string;
}

/** pg's row parsing of one statement's answer (its `Result`, with the global type parsers as `client.query` uses). */
interface RowParser {
  rows: Record<string, unknown>[];
  addFields(fields: WireField[]): void;
  parseRow(fields: unknown[]): Record<string, unknown>;
}
const RowParsing = pg.Result as unknown as new () => RowParser;
/** How pg turns a parameter into its text form (dates, arrays, JSON, buffers) for `client.query`. */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue;

/**
 * Several statements sent as one extended-protocol message series with a single Sync, so
 * PostgreSQL answers them all in one flush, and the client is woken once for the lot (with one
 * Sync per statement, as pg's own pipeline mode sends, PostgreSQL flushes after each statement
 * and the server reads each answer on its own turn of the event loop). Answers each statement's
 * rows, parsed by pg's type parsers as `client.query` parses them. When one fails, PostgreSQL
 * skips the rest up to the Sync and the promise rejects with a `BatchStatementError` naming it.
 * Transaction control is the caller's: inside an explicit BEGIN, a failed batch leaves the
 * transaction aborted (the caller rolls it back).
 */
class StatementBatch {
  readonly done: Promise<Record<string, unknown>[][]>;
  /** Named statements this batch parsed on the connection for the first time. */
  private readonly parsing: string[] = [];
  private readonly rows: Record<string, unknown>[][] = [];
  private result: RowParser | null = null;
  private failed = false;
  private resolve!: (rows: Record<string, unknown>[][]) => void;
  private reject!: (error: unknown) => void;

  constructor(private readonly statements: readonly BatchStatement[]) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  /** Writes the batch; an Error answered here (nothing written) pg hands to `handleError`. */
  submit(connection: WireConnection): Error | null {
    // Everything that can fail is checked before the first byte is written.
    let prepared: unknown[][];
    try {
      for (const { name, text } of this.statements) {
        const known = name ? (connection.parsedStatements[name] ?? connection.submittedNamedStatements[name]) : undefined;
        if (known !== undefined && known !== text) return new Error(`Prepared statements must be unique - '${name}' was used for a different statement`);
      }
      prepared = this.statements.map((statement) => (statement.values ?? []).map((value) => prepareValue(value)));
    } catch (error) {
      return error as Error;
    }
    connection.stream.cork();
    try {
      this.statements.forEach((statement, i) => {
        const name = statement.name ?? '';
        if (!name || (connection.parsedStatements[name] ?? connection.submittedNamedStatements[name]) === undefined) {
          connection.parse({ text: statement.text, name });
          if (name) {
            connection.submittedNamedStatements[name] = statement.text;
            this.parsing.push(name);
          }
        }
        connection.bind({ statement: name, values: prepared[i] });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '' });
      });
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    return null;
  }

  handleRowDescription(message: { fields: WireField[] }): void {
    this.result = new RowParsing();
    this.result.addFields(message.fields);
  }

  handleDataRow(message: { fields: unknown[] }): void {
    this.result?.rows.push(this.result.parseRow(message.fields));
  }

  handleCommandComplete(): void {
    this.rows.push(this.result?.rows ?? []);
    this.result = null;
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  handlePortalSuspended(): void {
    // Never asked for (no row limit).
  }

  handleError(error: Error): void {
    // An error message from PostgreSQL (ReadyForQuery follows, and pg runs the next query after
    // it), or the connection lost (nothing follows).
    if (this.failed) return;
    this.failed = true;
    this.reject(new BatchStatementError(this.rows.length, error, this.parsing.length > 0));
  }

  handleReadyForQuery(connection: WireConnection): void {
    if (this.failed) return;
    for (const name of this.parsing) {
      connection.parsedStatements[name] = connection.submittedNamedStatements[name];
      delete connection.submittedNamedStatements[name];
    }
    this.resolve(this.rows);
  }

  handleCopyInResponse(): void {
    // No COPY in a batch.
  }

  handleCopyData(): void {
    // No COPY in a batch.
  }
}

/**
 * Runs `statements` on `client` as one batch (see `StatementBatch`): one write, one answer.
 * Answers the rows of each statement, or rejects with a `BatchStatementError`. The client must
 * not be in pg's pipeline mode (pg refuses custom submittables there).
 */
export function runBatch(client: pg.ClientBase, statements: readonly BatchStatement[]): Promise<Record<string, unknown>[][]> {
  const batch = new StatementBatch(statements);
  client.query(batch as unknown as pg.Submittable);
  return batch.done;
}
