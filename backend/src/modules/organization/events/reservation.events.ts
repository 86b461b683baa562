import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

// Uniqueness kept by the write side: one stream per normalised key
// (`reservation-<kind>-<sha256 of the key>`), holding who owns the key now. The key itself is
// not stored (it may be an e-mail address); the hash identifies it. The protocol (who may take a
// key over, and when) is in docs/modules/organization.md, "Uniqueness".

export type ReservationKind = 'member-email' | 'department-name' | 'position-name';

/**
 * `ownerId` (a member, department or position id, maybe not written yet) holds the key.
 * `reservedAt` (v2): when, by the reserving server's clock; null for a v1 event (reserved before
 * the time was recorded, so long ago).
 */
export type KeyReserved = DomainEvent<'KeyReserved', { kind: ReservationKind; ownerId: string; reservedAt: string | null }>;
export type KeyReleased = DomainEvent<'KeyReleased', { kind: ReservationKind; ownerId: string }>;

export type ReservationEvent = KeyReserved | KeyReleased;

/** Schema versions, registered by `OrganizationModule`: a breaking change raises a version and adds its upcaster here. */
export const RESERVATION_EVENT_SCHEMAS = eventSchemas<ReservationEvent>({
  KeyReserved: { version: 2, upcasters: { 1: (data) => ({ ...data, reservedAt: null }) } },
  KeyReleased: 1,
});
