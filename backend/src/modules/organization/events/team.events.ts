import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import { forgottenEmail, personal } from '../../../platform/event-store/personal-data.js';

// Team lifecycle and the user–team links (stream `team-<teamId>`), and departments (stream
// `department-<departmentId>`). Other modules may project TeamDeleted and the department events.

export type TeamCreated = DomainEvent<
  'TeamCreated',
  { teamId: string; name: string; description: string | null; organizationType: string; leaderId: string }
>;
/** A user joined (isLeader for the creator). */
export type UserJoinedTeam = DomainEvent<
  'UserJoinedTeam',
  { teamId: string; userId: string; isPrimaryTeam: boolean; isLeader: boolean }
>;
/** An existing member changed whether this is their primary team. */
export type UserTeamLinkUpdated = DomainEvent<'UserTeamLinkUpdated', { teamId: string; userId: string; isPrimaryTeam: boolean }>;
export type UserLeftTeam = DomainEvent<'UserLeftTeam', { teamId: string; userId: string }>;
/**
 * The team and everything of it is gone: read models drop its departments, positions, members
 * and links on this one event; write-side commands on them answer 404 from then on.
 */
export type TeamDeleted = DomainEvent<'TeamDeleted', { teamId: string }>;

/**
 * A team's leader opened it to anyone in the organisation (`open: true`) or closed it again. A
 * team without this event is closed: `TeamCreated` carries no visibility, so teams created before
 * invitations existed are closed too (decision 0058).
 */
export type TeamVisibilityChanged = DomainEvent<'TeamVisibilityChanged', { teamId: string; open: boolean }>;
/**
 * A leader invited an e-mail address. The address is personal data, sealed under the invitation's
 * own key (subject `invitationId`, decision 0044); it is kept normalised (NFKC, lower case).
 */
export type MemberInvited = DomainEvent<
  'MemberInvited',
  { teamId: string; invitationId: string; email: string; invitedBy: string; expiresAt: string }
>;
/** A leader created a single-use invitation link. Only the SHA-256 of its random token is stored. */
export type InvitationLinkCreated = DomainEvent<
  'InvitationLinkCreated',
  { teamId: string; invitationId: string; tokenHash: string; createdBy: string; expiresAt: string }
>;
/** The invitee (or whoever used the link) accepted; a `UserJoinedTeam` follows in the same append. */
export type InvitationAccepted = DomainEvent<'InvitationAccepted', { teamId: string; invitationId: string; userId: string }>;
export type InvitationDeclined = DomainEvent<'InvitationDeclined', { teamId: string; invitationId: string; userId: string }>;
export type InvitationRevoked = DomainEvent<'InvitationRevoked', { teamId: string; invitationId: string }>;
/** A user chose a closed team: they are not a member (they see nothing of it) until a leader approves. */
export type JoinRequested = DomainEvent<'JoinRequested', { teamId: string; userId: string }>;
/** A leader approved; a `UserJoinedTeam` follows in the same append. */
export type JoinRequestApproved = DomainEvent<'JoinRequestApproved', { teamId: string; userId: string }>;
export type JoinRequestDeclined = DomainEvent<'JoinRequestDeclined', { teamId: string; userId: string }>;

export type TeamEvent =
  | TeamCreated
  | UserJoinedTeam
  | UserTeamLinkUpdated
  | UserLeftTeam
  | TeamDeleted
  | TeamVisibilityChanged
  | MemberInvited
  | InvitationLinkCreated
  | InvitationAccepted
  | InvitationDeclined
  | InvitationRevoked
  | JoinRequested
  | JoinRequestApproved
  | JoinRequestDeclined;

/** Same fields as DepartmentUpdated. */
export type DepartmentCreated = DomainEvent<
  'DepartmentCreated',
  { departmentId: string; teamId: string; name: string; color: string; description: string | null }
>;
/** Carries the department's full new state. */
export type DepartmentUpdated = DomainEvent<
  'DepartmentUpdated',
  { departmentId: string; teamId: string; name: string; color: string; description: string | null }
>;
/** Members of the department keep existing with departmentId null. */
export type DepartmentDeleted = DomainEvent<'DepartmentDeleted', { departmentId: string; teamId: string }>;

/** Like `PositionCreationAbandoned`: the department this id was reserved for never was, and never will be. */
export type DepartmentCreationAbandoned = DomainEvent<'DepartmentCreationAbandoned', { departmentId: string }>;

export type DepartmentEvent = DepartmentCreated | DepartmentUpdated | DepartmentDeleted | DepartmentCreationAbandoned;

/** Schema versions, registered by `OrganizationModule`: a breaking change raises a version and adds its upcaster here. */
export const TEAM_EVENT_SCHEMAS = eventSchemas<TeamEvent | DepartmentEvent>({
  TeamCreated: 1,
  UserJoinedTeam: 1,
  UserTeamLinkUpdated: 1,
  UserLeftTeam: 1,
  TeamDeleted: 1,
  TeamVisibilityChanged: 1,
  MemberInvited: { version: 1, personal: personal<MemberInvited['data']>('invitationId', { email: forgottenEmail }) },
  InvitationLinkCreated: 1,
  InvitationAccepted: 1,
  InvitationDeclined: 1,
  InvitationRevoked: 1,
  JoinRequested: 1,
  JoinRequestApproved: 1,
  JoinRequestDeclined: 1,
  DepartmentCreated: 1,
  DepartmentUpdated: 1,
  DepartmentDeleted: 1,
  DepartmentCreationAbandoned: 1,
});
