import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/**
 * A user's sample team claim stream (`sample-team-<userId>`): its events say which sample team
 * the user has, so a second click answers the same team instead of building another.
 */
export type SampleTeamClaimed = DomainEvent<'SampleTeamClaimed', { teamId: string; claimedAt: string }>;

/** Every command that builds the sample team ran. */
export type SampleTeamCreated = DomainEvent<'SampleTeamCreated', { teamId: string }>;

/** Building the claimed team failed part-way; the next click claims a new one. */
export type SampleTeamAbandoned = DomainEvent<'SampleTeamAbandoned', { teamId: string }>;

export type SampleTeamEvent = SampleTeamClaimed | SampleTeamCreated | SampleTeamAbandoned;

/** Schema versions, registered by `DemoModule`. */
export const SAMPLE_TEAM_EVENT_SCHEMAS = eventSchemas<SampleTeamEvent>({ SampleTeamClaimed: 1, SampleTeamCreated: 1, SampleTeamAbandoned: 1 });
