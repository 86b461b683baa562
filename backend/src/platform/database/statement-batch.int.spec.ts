import pg from 'pg';
import { createTestDatabase } from '../../test-support/test-database.js';
import { BatchStatementError, runBatch } from './statement-batch.js';

describe('runBatch (statements with one Sync)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 1 });
    await pool.query('CREATE TABLE batch_rows (id text PRIMARY KEY, x float8 NOT NULL, at timestamptz NOT NULL, n bigint NOT NULL)');
  });

  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('answers each statement its rows, parsed as client.query parses them, in one transaction', async () => {
    const client = await pool.connect();
    try {
      const at = new Date('2026-01-02T03:04:05.678Z');
      const rows = await runBatch(client, [
        { text: 'BEGIN' },
        { name: 'batch_insert', text: 'INSERT INTO batch_rows (id, x, at, n) VALUES ($1, $2, $3, $4) RETURNING *', values: ['a', 0.25, at, 7] },
        { text: 'SELECT 1 AS one WHERE false' },
        { name: 'batch_count', text: 'SELECT count(*)::int AS rows, $1::text[] AS ids FROM batch_rows', values: [['a', 'b']] },
        { text: 'COMMIT' },
      ]);
      expect(rows).toEqual([[], [{ id: 'a', x: 0.25, at, n: '7' }], [], [{ rows: 1, ids: ['a', 'b'] }], []]);
      expect(await client.query({ name: 'batch_count', text: 'SELECT count(*)::int AS rows, $1::text[] AS ids FROM batch_rows', values: [['c']] })).toMatchObject({
        rows: [{ rows: 1, ids: ['c'] }],
      });
    } finally {
      client.release();
    }
  });

  it('names the failed statement, skips the rest up to the Sync, and leaves the connection usable after a rollback', async () => {
    const client = await pool.connect();
    try {
      // Parsed once, so that the failing batch parses nothing new.
      await runBatch(client, [{ name: 'batch_upsert', text: 'INSERT INTO batch_rows (id, x, at, n) VALUES ($1, 1, now(), 1)', values: ['warm'] }]);
      const failing = runBatch(client, [
        { text: 'BEGIN' },
        { name: 'batch_upsert', text: 'INSERT INTO batch_rows (id, x, at, n) VALUES ($1, 1, now(), 1)', values: ['b'] },
        { name: 'batch_upsert', text: 'INSERT INTO batch_rows (id, x, at, n) VALUES ($1, 1, now(), 1)', values: ['a'] },
        { name: 'batch_upsert', text: 'INSERT INTO batch_rows (id, x, at, n) VALUES ($1, 1, now(), 1)', values: ['c'] },
        { text: 'COMMIT' },
      ]);
      const error = (await failing.catch((e: unknown) => e)) as BatchStatementError;
      expect(error).toBeInstanceOf(BatchStatementError);
      expect(error).toMatchObject({ index: 2, preparedInDoubt: false, original: expect.objectContaining({ code: '23505' }) });
      await client.query('ROLLBACK');
      const { rows } = await client.query<{ id: string }>('SELECT id FROM batch_rows ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual(['a', 'warm']);
    } finally {
      client.release();
    }
  });

  it('says when a failed batch parsed statements whose existence on the connection is then unknown', async () => {
    const client = await pool.connect();
    try {
      const error = (await runBatch(client, [
        { name: 'batch_new', text: 'SELECT $1::int AS n', values: ['1'] },
        { text: 'SELECT 1/0' },
      ]).catch((e: unknown) => e)) as BatchStatementError;
      expect(error).toMatchObject({ index: 1, preparedInDoubt: true });
      // What a caller does then: the connection is dropped, not reused.
      client.release(error);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  });

  it('refuses, before writing anything, a name already used for another statement', async () => {
    const client = await pool.connect();
    try {
      await client.query({ name: 'batch_taken', text: 'SELECT 1 AS n' });
      await expect(runBatch(client, [{ text: 'BEGIN' }, { name: 'batch_taken', text: 'SELECT 2 AS n' }])).rejects.toThrow(/Prepared statements must be unique/);
      expect((await client.query('SELECT 3 AS n')).rows).toEqual([{ n: 3 }]);
    } finally {
      client.release();
    }
  });
});
