import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

// Uniqueness kept by the write side: one stream per normalised key
// (`reservation-<kind>-<sha256 of the key>`), holding who owns the key now. The key itself is
// not stored (it may be an e-mail address); the hash identifies it.

export type ReservationKind = 'member-email' | 'department-name' | 'position-name';

export type KeyReserved = DomainEvent<'KeyReserved', { kind: ReservationKind; ownerId: string }>;
export type KeyReleased = DomainEvent<'KeyReleased', { kind: ReservationKind; ownerId: string }>;

export type ReservationEvent = KeyReserved | KeyReleased;

/** Schema versions, registered by `OrganizationModule`: a breaking change raises a version and adds its upcaster here. */
export const RESERVATION_EVENT_SCHEMAS = eventSchemas<ReservationEvent>({ KeyReserved: 1, KeyReleased: 1 });
