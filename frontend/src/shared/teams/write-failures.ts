import { teamMessages as t } from '../../locales/ja-JP/teams';
import { registerWriteFailures } from '../api/write-failures';

/** What a failed team write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({
  teamsCreateTeam: t.createFailed,
  teamsDeleteTeam: t.deleteFailed,
  teamsJoinTeam: t.joinFailed,
  teamsLeaveTeam: t.leaveFailed,
  teamsAcceptInvitation: t.invitationAcceptFailed,
  teamsDeclineInvitation: t.invitationDeclineFailed,
});
