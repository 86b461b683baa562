import { AbandonCompanyMemberRegistration } from '../../domain/company-member.commands.js';
import { companyMemberDecider, companyMemberStream } from '../../domain/company-member.js';
import { AbandonDepartmentCreation } from '../../domain/department.commands.js';
import { departmentDecider, departmentStream } from '../../domain/department.js';
import { DuplicateDepartmentNameError, DuplicateEmailError, DuplicatePositionNameError } from '../../domain/organization.errors.js';
import { AbandonPositionCreation } from '../../domain/position.commands.js';
import { positionDecider, positionStream } from '../../domain/position.js';
import type { HolderStatus } from '../../domain/reservation.js';
import type { OrganizationStreams } from './organization-streams.js';
import type { UniqueKey } from './unique-keys.js';

/** E-mail of a company member: unique in the deployment. */
export const memberEmailKey = (streams: OrganizationStreams, email: string): UniqueKey => ({
  kind: 'member-email',
  parts: [email],
  holder: {
    status: (memberId) => holderStatus(streams.member(memberId), () => streams.liveMember(memberId)),
    abandon: async (aggregates, memberId) => {
      const abandon = new AbandonCompanyMemberRegistration({ memberId });
      await aggregates.execute(companyMemberStream.streamId(memberId), companyMemberDecider, (state) => companyMemberDecider.decide(abandon, state));
    },
  },
  takenError: () => new DuplicateEmailError(),
});

/** Department name: unique within its team. */
export const departmentNameKey = (streams: OrganizationStreams, teamId: string, name: string): UniqueKey => ({
  kind: 'department-name',
  parts: [teamId, name],
  holder: {
    status: (departmentId) => holderStatus(streams.department(departmentId), () => streams.liveDepartment(departmentId)),
    abandon: async (aggregates, departmentId) => {
      const abandon = new AbandonDepartmentCreation({ departmentId });
      await aggregates.execute(departmentStream.streamId(departmentId), departmentDecider, (state) => departmentDecider.decide(abandon, state));
    },
  },
  takenError: () => new DuplicateDepartmentNameError(),
});

/** Position name: unique within its team. */
export const positionNameKey = (streams: OrganizationStreams, teamId: string, name: string): UniqueKey => ({
  kind: 'position-name',
  parts: [teamId, name],
  holder: {
    status: (positionId) => holderStatus(streams.position(positionId), () => streams.livePosition(positionId)),
    abandon: async (aggregates, positionId) => {
      const abandon = new AbandonPositionCreation({ positionId });
      await aggregates.execute(positionStream.streamId(positionId), positionDecider, (state) => positionDecider.decide(abandon, state));
    },
  },
  takenError: () => new DuplicatePositionNameError(),
});

/** Unwritten while the holder's stream is empty; else live while it exists in a live team, else gone for good. */
async function holderStatus(loaded: Promise<{ state: { status: string } }>, live: () => Promise<object | null>): Promise<HolderStatus> {
  if ((await loaded).state.status === 'empty') return 'unwritten';
  return (await live()) ? 'live' : 'gone';
}
