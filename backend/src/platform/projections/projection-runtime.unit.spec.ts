import { isTransientError, retryDelayMs } from './catch-up-worker.js';
import { quoteIdent, shadowSchemaName } from './shadow-tables.js';

describe('isTransientError', () => {
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }],
    [{ code: '08006' }],
    [{ code: '40P01', message: 'deadlock detected' }],
    [{ driverError: { code: '40001' } }],
    [{ code: 'ECONNREFUSED' }],
    [new Error('Connection terminated unexpectedly')],
    [Object.assign(new Error('Query runner already released'), { name: 'QueryRunnerAlreadyReleasedError' })],
    // A reactor's command that met the outage: the cause is the lost connection (decision 0060).
    [new Error('the command failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) })],
    [{ code: '57P03', message: 'the database system is starting up' }],
  ])('retries %j', (error) => expect(isTransientError(error)).toBe(true));

  it.each([[new Error('column "x" does not exist')], [{ code: '23505' }], [{ code: '42P01' }], [new TypeError('undefined is not a function')], [null], ['text']])(
    'stops the projection on %j',
    (error) => expect(isTransientError(error)).toBe(false),
  );
});

describe('retryDelayMs', () => {
  it('doubles from the poll interval after each failure in a row, up to 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((failures) => retryDelayMs(250, failures))).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});

describe('shadow schema names', () => {
  it('keeps only characters PostgreSQL accepts unquoted and fits its 63-byte limit', () => {
    expect(shadowSchemaName('one-on-one-board')).toBe('rebuild_one_on_one_board');
    expect(shadowSchemaName('Ms.Matrix')).toBe('rebuild_ms_matrix');
    expect(shadowSchemaName('x'.repeat(100))).toHaveLength(63);
  });

  it('quotes identifiers, doubling embedded quotes', () => {
    expect(quoteIdent('tp_items')).toBe('"tp_items"');
    expect(quoteIdent('a"b')).toBe('"a""b"');
  });
});
