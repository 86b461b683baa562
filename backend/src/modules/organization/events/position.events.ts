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

export type PositionEvent = PositionCreated | PositionUpdated | PositionDeleted;

/** Schema versions, registered by `OrganizationModule`: a breaking change raises a version and adds its upcaster here. */
export const POSITION_EVENT_SCHEMAS = eventSchemas<PositionEvent>({ PositionCreated: 1, PositionUpdated: 1, PositionDeleted: 1 });
