import type { Evolver } from '../domain/aggregate-store.js';
import { nameBasedId } from '../domain/name-based-id.js';
import { streamCategory } from '../domain/stream-folders.js';
import type { DomainEvent } from '../event-store/event.js';
import { eventSchemas } from '../event-store/event-schemas.js';

// A due moment of a job kind that no module runs itself (decision 0084): when it comes, the
// scheduler records it as a domain-neutral fact, stream `due-moment-<id>` (one stream per key and
// due time), which a reactor (the notifications) maps to what it means for whom.

/**
 * The job `key` of `kind` came due at `dueAt`. `subject` is the payload its scheduler gave it
 * (which object, and what a reader needs to say so: e.g. `{ eventId, startTime }`).
 */
export type DueMomentReached = DomainEvent<
  'DueMomentReached',
  { kind: string; key: string; dueAt: string; subject: Record<string, unknown> }
>;

export const DUE_MOMENT_EVENT_SCHEMAS = eventSchemas<DueMomentReached>({ DueMomentReached: 1 });

export const dueMomentStream = streamCategory('due-moment');

/** The stream of one due moment: a key moved to another time is another moment. */
export const dueMomentStreamId = (key: string, dueAt: Date) => dueMomentStream.streamId(nameBasedId('due-moment', key, dueAt.toISOString()));

/** Whether the moment was recorded: it is recorded once. */
export type DueMomentState = { reached: boolean };

export const dueMomentEvolver: Evolver<DueMomentState, DueMomentReached> = {
  initialState: () => ({ reached: false }),
  evolve: () => ({ reached: true }),
};

/** The moment's fact, unless its stream holds it already (a run repeated after a crash). */
export function decideDueMoment(state: DueMomentState, moment: DueMomentReached['data']): DueMomentReached[] {
  return state.reached ? [] : [{ type: 'DueMomentReached', data: moment }];
}
