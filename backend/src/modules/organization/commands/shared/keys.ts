import { DuplicateDepartmentNameError, DuplicateEmailError, DuplicatePositionNameError } from '../../domain/organization.errors.js';
import type { OrganizationStreams } from './organization-streams.js';
import type { UniqueKey } from './unique-keys.js';

/** E-mail of a company member: unique in the deployment. */
export const memberEmailKey = (streams: OrganizationStreams, email: string): UniqueKey => ({
  kind: 'member-email',
  parts: [email],
  isOwnerAlive: async (memberId) => (await streams.liveMember(memberId)) !== null,
  takenError: () => new DuplicateEmailError(),
});

/** Department name: unique within its team. */
export const departmentNameKey = (streams: OrganizationStreams, teamId: string, name: string): UniqueKey => ({
  kind: 'department-name',
  parts: [teamId, name],
  isOwnerAlive: async (departmentId) => (await streams.liveDepartment(departmentId)) !== null,
  takenError: () => new DuplicateDepartmentNameError(),
});

/** Position name: unique within its team. */
export const positionNameKey = (streams: OrganizationStreams, teamId: string, name: string): UniqueKey => ({
  kind: 'position-name',
  parts: [teamId, name],
  isOwnerAlive: async (positionId) => (await streams.livePosition(positionId)) !== null,
  takenError: () => new DuplicatePositionNameError(),
});
