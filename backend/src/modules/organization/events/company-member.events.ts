import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

export interface CompanyMemberData {
  memberId: string;
  teamId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  positionId: string | null;
  departmentId: string | null;
  departmentTags: string[];
  teamTags: string[];
  organizationName: string | null;
  notes: string | null;
  hireDate: string | null;
}

// Contract events other modules react to.
export type CompanyMemberRegistered = DomainEvent<'CompanyMemberRegistered', CompanyMemberData>;
/** Carries the member's full new state. */
export type CompanyMemberUpdated = DomainEvent<'CompanyMemberUpdated', CompanyMemberData>;
export type CompanyMemberDeleted = DomainEvent<'CompanyMemberDeleted', { memberId: string; teamId: string }>;

/** Like `PositionCreationAbandoned`: the member this id was reserved for (their e-mail) never was, and never will be. */
export type CompanyMemberRegistrationAbandoned = DomainEvent<'CompanyMemberRegistrationAbandoned', { memberId: string }>;

export type CompanyMemberEvent = CompanyMemberRegistered | CompanyMemberUpdated | CompanyMemberDeleted | CompanyMemberRegistrationAbandoned;

/** Schema versions, registered by `OrganizationModule`: a breaking change raises a version and adds its upcaster here. */
export const COMPANY_MEMBER_EVENT_SCHEMAS = eventSchemas<CompanyMemberEvent>({
  CompanyMemberRegistered: 1,
  CompanyMemberUpdated: 1,
  CompanyMemberDeleted: 1,
  CompanyMemberRegistrationAbandoned: 1,
});
