import type { ExpectedRevision } from './event.js';

export class WrongExpectedRevisionError extends Error {
  readonly code = 'EVENT_STORE.WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}
