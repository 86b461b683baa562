import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

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

export type TeamEvent = TeamCreated | UserJoinedTeam | UserTeamLinkUpdated | UserLeftTeam | TeamDeleted;

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
  DepartmentCreated: 1,
  DepartmentUpdated: 1,
  DepartmentDeleted: 1,
  DepartmentCreationAbandoned: 1,
});
