export class WrongExpectedRevisionError extends Error {
    streamId;
    expected;
    actual;
    code = 'EVENT_STORE.WRONG_EXPECTED_REVISION';
    constructor(streamId, expected, actual) {
        super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
        this.streamId = streamId;
        this.expected = expected;
        this.actual = actual;
        this.name = 'WrongExpectedRevisionError';
    }
}
/**
 * Some but not all event ids of a batch are already stored (or stored in another stream): not a
 * retry of one append, so neither idempotent success nor a revision conflict.
 */
export class DuplicateEventIdError extends Error {
    streamId;
    code = 'EVENT_STORE.DUPLICATE_EVENT_ID';
    constructor(streamId) {
        super(`Stream ${streamId}: some event ids of this batch are already stored`);
        this.streamId = streamId;
        this.name = 'DuplicateEventIdError';
    }
}
/**
 * An append made on the condition that other streams were unchanged (`unchanged`) found one of
 * them grown: nothing was appended. The caller decides again on what the streams hold now.
 */
export class StreamChangedError extends Error {
    streamId;
    code = 'EVENT_STORE.STREAM_CHANGED';
    constructor(streamId) {
        super(`Stream ${streamId} changed after the revision the append was decided on`);
        this.streamId = streamId;
        this.name = 'StreamChangedError';
    }
}
