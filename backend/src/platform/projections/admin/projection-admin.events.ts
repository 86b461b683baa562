import { assertNever } from '../../domain/decider.js';
import type { Evolver } from '../../domain/aggregate-store.js';
import type { DomainEvent, EventMetadata } from '../../event-store/event.js';
import { eventSchemas } from '../../event-store/event-schemas.js';
import { forgottenEmail, personal } from '../../event-store/personal-data.js';
import { streamCategory } from '../../domain/stream-folders.js';

// What admins did to a projection or reactor in the admin console, stream `projection-admin-<name>`
// (decision 0046: every admin action is itself an event; the acting admin is the metadata's userId).

/** An admin asked for a rebuild of the projection (`all`: as part of "rebuild all"). */
export type ProjectionRebuildRequested = DomainEvent<'ProjectionRebuildRequested', { name: string; all: boolean; requestedBy: string }>;

/** An admin applied a parked event again; `succeeded` false: it failed again and stays parked (`error`). */
export type ParkedEventRetried = DomainEvent<
  'ParkedEventRetried',
  { name: string; position: string; eventId: string; succeeded: boolean; error: string | null; retriedBy: string }
>;

/** An admin left a parked event unapplied for good, saying why. */
export type ParkedEventSkipped = DomainEvent<'ParkedEventSkipped', { name: string; position: string; eventId: string; reason: string; skippedBy: string }>;

/**
 * A projection or reactor failed on an event and went past it (decision 0046): the runtime records
 * it once per parked event (its id is derived from the consumer and the position), so the admins
 * hear of it (the notifications) however often the loop tried before parking.
 */
export type ProjectionEventParked = DomainEvent<
  'ProjectionEventParked',
  { name: string; consumer: 'projection' | 'reactor'; position: string; eventId: string; type: string; error: string }
>;

export type ProjectionAdminEvent = ProjectionRebuildRequested | ParkedEventRetried | ParkedEventSkipped | ProjectionEventParked;

/** The acting admin's e-mail is sealed under their own key (decision 0044): forgetting them leaves no address here. */
const actingAdmin = (_data: unknown, metadata: EventMetadata): string | null => metadata.userId;

export const PROJECTION_ADMIN_EVENT_SCHEMAS = eventSchemas<ProjectionAdminEvent>({
  ProjectionRebuildRequested: { version: 1, personal: personal<ProjectionRebuildRequested['data']>(actingAdmin, { requestedBy: forgottenEmail }) },
  ParkedEventRetried: { version: 1, personal: personal<ParkedEventRetried['data']>(actingAdmin, { retriedBy: forgottenEmail }) },
  ParkedEventSkipped: { version: 1, personal: personal<ParkedEventSkipped['data']>(actingAdmin, { skippedBy: forgottenEmail }) },
  ProjectionEventParked: 1,
});

export const projectionAdminStream = streamCategory('projection-admin');

/** What the admin log of one projection adds up to (shown by the event log browser as of any version). */
export interface ProjectionAdminState {
  rebuildsRequested: number;
  lastRebuildRequestedBy: string | null;
  retried: string[];
  skipped: { position: string; reason: string; by: string }[];
}

export const projectionAdminEvolver: Evolver<ProjectionAdminState, ProjectionAdminEvent> = {
  initialState: () => ({ rebuildsRequested: 0, lastRebuildRequestedBy: null, retried: [], skipped: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ProjectionRebuildRequested':
        return { ...state, rebuildsRequested: state.rebuildsRequested + 1, lastRebuildRequestedBy: event.data.requestedBy };
      case 'ParkedEventRetried':
        return event.data.succeeded ? { ...state, retried: [...state.retried, event.data.position] } : state;
      case 'ParkedEventSkipped':
        return { ...state, skipped: [...state.skipped, { position: event.data.position, reason: event.data.reason, by: event.data.skippedBy }] };
      case 'ProjectionEventParked':
        return state;
      default:
        return assertNever(event);
    }
  },
};
