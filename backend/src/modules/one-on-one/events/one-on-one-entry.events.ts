import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import { FORGOTTEN_NAME, personal } from '../../../platform/event-store/personal-data.js';

/** A point on the 1on1 board: fractions 0..1, x = trust, y grows downwards (mindset = 1 − y). */
export interface BoardPosition {
  x: number;
  y: number;
}

/** The approaches a session can follow: the four quadrants of the 1on1 board. */
export type OneOnOneApproach = 'strategy' | 'mindset_improvement' | 'trust_building' | 'mixed';

export type OneOnOneEntryCreated = DomainEvent<
  'OneOnOneEntryCreated',
  {
    entryId: string;
    /** The user who owns the entry. */
    managerId: string;
    teamId: string;
    /** A company member id. */
    employeeId: string;
    /** `姓 名` at creation; later names come from CompanyMemberUpdated. */
    employeeName: string;
    departmentId: string | null;
    positionX: number;
    positionY: number;
    /** The first growth point, at the initial position. */
    pointId: string;
    notes: string | null;
  }
>;

export type OneOnOneEntryMoved = DomainEvent<
  'OneOnOneEntryMoved',
  { entryId: string; from: BoardPosition; to: BoardPosition; pointId: string }
>;

export type OneOnOneGrowthPointDeleted = DomainEvent<'OneOnOneGrowthPointDeleted', { entryId: string; pointId: string }>;

export type OneOnOneSessionRecorded = DomainEvent<
  'OneOnOneSessionRecorded',
  {
    entryId: string;
    sessionId: string;
    /** `YYYY-MM-DD` in the deployment's time zone. */
    sessionDate: string;
    approach: OneOnOneApproach;
    outcomes: string | null;
    feedback: string | null;
    /** 1 (not effective) .. 5 (very effective). */
    effectiveness: number;
    nextSessionDate: string | null;
  }
>;

export type OneOnOneEntryDeleted = DomainEvent<'OneOnOneEntryDeleted', { entryId: string; managerId: string; employeeId: string }>;

export type OneOnOneEntryEvent =
  | OneOnOneEntryCreated
  | OneOnOneEntryMoved
  | OneOnOneGrowthPointDeleted
  | OneOnOneSessionRecorded
  | OneOnOneEntryDeleted;

/** Schema versions, registered by `OneOnOneModule`: a breaking change raises a version and adds its upcaster here. */
export const ONE_ON_ONE_ENTRY_EVENT_SCHEMAS = eventSchemas<OneOnOneEntryEvent>({
  OneOnOneEntryCreated: {
    version: 1,
    personal: personal<OneOnOneEntryCreated['data']>('employeeId', { employeeName: FORGOTTEN_NAME, notes: null }),
  },
  OneOnOneEntryMoved: 1,
  OneOnOneGrowthPointDeleted: 1,
  OneOnOneSessionRecorded: 1,
  OneOnOneEntryDeleted: 1,
});
