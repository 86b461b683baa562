import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import { FORGOTTEN_NAME, personal } from '../../../platform/event-store/personal-data.js';

export interface CompanyMemberData {
  memberId: string;
  teamId: string;
  firstName: string;
  lastName: string;
  /** フリガナ: full-width katakana, `姓 名` separated by a space (`toFurigana`, @pivot/rules); null when not given. */
  furigana: string | null;
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

/**
 * A manager set (or, with null, removed) the member's profile picture (decision 0095): the app's
 * URL of the picture stored under the member. Personal: null once the member is forgotten.
 */
export type CompanyMemberPictureChanged = DomainEvent<'CompanyMemberPictureChanged', { memberId: string; pictureUrl: string | null }>;

export type CompanyMemberEvent =
  | CompanyMemberRegistered
  | CompanyMemberUpdated
  | CompanyMemberDeleted
  | CompanyMemberRegistrationAbandoned
  | CompanyMemberPictureChanged;

/** A member's personal fields (decision 0044) and what a reader sees once the member is forgotten. */
const MEMBER_PERSONAL_FIELDS = {
  firstName: '',
  lastName: FORGOTTEN_NAME,
  furigana: null,
  email: null,
  phoneNumber: null,
  notes: null,
  hireDate: null,
} as const;

/** Version 1 had no フリガナ (decision 0092). */
const withoutFurigana = (data: Record<string, unknown>) => ({ ...data, furigana: null });

/** Schema versions, registered by `OrganizationModule`: a breaking change raises a version and adds its upcaster here. */
export const COMPANY_MEMBER_EVENT_SCHEMAS = eventSchemas<CompanyMemberEvent>({
  CompanyMemberRegistered: { version: 2, upcasters: { 1: withoutFurigana }, personal: personal<CompanyMemberData>('memberId', MEMBER_PERSONAL_FIELDS) },
  CompanyMemberUpdated: { version: 2, upcasters: { 1: withoutFurigana }, personal: personal<CompanyMemberData>('memberId', MEMBER_PERSONAL_FIELDS) },
  CompanyMemberDeleted: 1,
  CompanyMemberRegistrationAbandoned: 1,
  CompanyMemberPictureChanged: { version: 1, personal: personal<CompanyMemberPictureChanged['data']>('memberId', { pictureUrl: null }) },
});
