import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

// Positions (役職) of a team, stream `position-<positionId>`.

export interface PositionData {
  positionId: string;
  teamId: string;
  name: string;
  /** 1..10 */
  level: number;
  description: string | null;
}

export type PositionCreated = DomainEvent<'PositionCreated', PositionData>;
/** Carries the position's full new state. */
export type PositionUpdated = DomainEvent<'PositionUpdated', PositionData>;
/** Members holding the position keep existing with positionId null. */
export type PositionDeleted = DomainEvent<'PositionDeleted', { positionId: string; teamId: string }>;

/**
 * The position this id was reserved for was never created, and now never will be: its request
 * stopped after reserving the name (docs/modules/organization.md, "Uniqueness"). Appended only to
 * an empty stream, by the next request that needs the name; no read model shows anything.
 */
export type PositionCreationAbandoned = DomainEvent<'PositionCreationAbandoned', { positionId: string }>;

export type PositionEvent = PositionCreated | PositionUpdated | PositionDeleted | PositionCreationAbandoned;

/** Schema versions, registered by `OrganizationModule`: a breaking change raises a version and adds its upcaster here. */
export const POSITION_EVENT_SCHEMAS = eventSchemas<PositionEvent>({
  PositionCreated: 1,
  PositionUpdated: 1,
  PositionDeleted: 1,
  PositionCreationAbandoned: 1,
});
