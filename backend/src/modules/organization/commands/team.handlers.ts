import { passThrough } from '../../../platform/commands/pass-through.js';
import {
  ApproveJoinRequest,
  ChangeTeamVisibility,
  CreateInvitationLink,
  CreateTeam,
  DeclineJoinRequest,
  DeleteTeam,
  LeaveTeam,
  RevokeInvitation,
} from '../domain/team.commands.js';
import { teamDecider, teamStream } from '../domain/team.js';

const onTeam = (command: { data: { teamId: string } }) => teamStream.streamId(command.data.teamId);

// The team commands that decide on the team's stream alone (platform/commands/pass-through.ts).
// Parallel approvals of one join request append once: the others decide again on the winner's
// state and are refused (decision 0020). Joining, inviting by e-mail and answering an invitation
// read facts (the directory, the clock): those have their own handlers.

export const CreateTeamHandler = passThrough(CreateTeam, onTeam, teamDecider, (c) => ({ id: c.data.teamId }));
export const DeleteTeamHandler = passThrough(DeleteTeam, onTeam, teamDecider);
export const LeaveTeamHandler = passThrough(LeaveTeam, onTeam, teamDecider);
export const ChangeTeamVisibilityHandler = passThrough(ChangeTeamVisibility, onTeam, teamDecider);

export const TEAM_COMMAND_HANDLERS = [
  CreateTeamHandler,
  DeleteTeamHandler,
  LeaveTeamHandler,
  ChangeTeamVisibilityHandler,
  passThrough(CreateInvitationLink, onTeam, teamDecider, (c) => ({ id: c.data.invitationId, expiresAt: c.data.expiresAt })),
  passThrough(RevokeInvitation, onTeam, teamDecider),
  passThrough(ApproveJoinRequest, onTeam, teamDecider),
  passThrough(DeclineJoinRequest, onTeam, teamDecider),
];
