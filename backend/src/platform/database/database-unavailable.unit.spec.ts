import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** What pg, pg-pool, connect-pg-simple and TypeORM throw, in the shapes they throw it. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
const socketError = (code: string, message: string) => Object.assign(new Error(message), { code, errno: -111, syscall: 'connect' });
const typeorm = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection (server down)', socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', socketError('ECONNRESET', 'read ECONNRESET')],
    ['a broken pipe', socketError('EPIPE', 'write EPIPE')],
    ['localhost refused on both addresses (AggregateError)', Object.assign(new AggregateError([socketError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'), socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')]), { code: 'ECONNREFUSED' })],
    ['a connection terminated by an administrator (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', pgError('57P02', 'terminating connection because of crash of another server process')],
    ['a server starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a server shutting down (57P03)', pgError('57P03', 'the database system is shutting down')],
    ['a connection exception (class 08)', pgError('08006', 'connection failure')],
    ['too many connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    ['TypeORM wrapping a lost connection', typeorm(new Error('Connection terminated unexpectedly'))],
    ['TypeORM wrapping a refused connection', typeorm(socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))],
    ['an error whose cause is a lost connection (the session store, a reactor)', new Error('could not load the session', { cause: pgError('57P01', 'terminating connection due to administrator command') })],
  ])('%s: yes', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint "x"')],
    ['a missing table', typeorm(pgError('42P01', 'relation "x" does not exist'))],
    ['a deadlock (the transaction is retried, the database is there)', pgError('40P01', 'deadlock detected')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['a statement timeout (57014: the server answered)', pgError('57014', 'canceling statement due to statement timeout')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('%s: no', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));

  it('ends on an error that wraps itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = { cause: error };
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
