import { teamMessages as t } from '../../locales/ja-JP/teams';
import { registerWriteFailures } from '../api/write-failures';

/**
 * What a failed team write says (shown by the write-failure listener, decision 0067), and a team's
 * departments: the members screen, the MS board and the 1on1 board add or edit them, and all three
 * say the same (each imports this registry).
 */
registerWriteFailures({
  teamsCreateTeam: t.createFailed,
  teamsDeleteTeam: t.deleteFailed,
  teamsJoinTeam: t.joinFailed,
  teamsLeaveTeam: t.leaveFailed,
  teamsAcceptInvitation: t.invitationAcceptFailed,
  teamsDeclineInvitation: t.invitationDeclineFailed,
  departmentsCreateDepartment: t.departmentCreateFailed,
  departmentsUpdateDepartment: t.departmentUpdateFailed,
});
