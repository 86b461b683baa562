import { isTransientError } from './catch-up-worker.js';
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
  ])('retries %j', (error) => expect(isTransientError(error)).toBe(true));

  it.each([[new Error('column "x" does not exist')], [{ code: '23505' }], [{ code: '42P01' }], [new TypeError('undefined is not a function')], [null], ['text']])(
    'stops the projection on %j',
    (error) => expect(isTransientError(error)).toBe(false),
  );
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
