import { membersTexts } from '../../locales/ja-JP/members';
import { teamAdmissionMessages as t } from '../../locales/ja-JP/teams';
import { registerWriteFailures } from '../../shared/api/write-failures';
import { isDuplicateEmail } from './lib/duplicate-email';

const members = membersTexts.members;

/**
 * What a failed members-screen write says (shown by the write-failure listener, decision 0067).
 * Adding and editing a department or a position are not here: the MS board and the 1on1 board word
 * a department's creation and rename their own way (the registry holds one text per endpoint), so
 * the shared list dialog (TeamListDialog) words both kinds.
 */
registerWriteFailures({
  companyMembersCreateCompanyMember: (_arg, error) =>
    // Spec part 2 §8: a 409 whose message says 重複 reads 'メールアドレスが重複しています' with a hint.
    isDuplicateEmail(error) ? { title: members.duplicateEmail, description: members.duplicateEmailHint } : members.createFailed,
  companyMembersUpdateCompanyMember: (_arg, error) =>
    isDuplicateEmail(error) ? { title: members.duplicateEmail, description: members.duplicateEmailHint } : members.updateFailed,
  companyMembersDeleteCompanyMember: members.deleteFailed,
  departmentsDeleteDepartment: membersTexts.departments.deleteFailed,
  positionsDeletePosition: membersTexts.positions.deleteFailed,
  companyMembersPreviewCompanyMemberImport: membersTexts.csv.previewFailed,
  companyMembersImportCompanyMembers: membersTexts.csv.importFailed,
  privacyForget: membersTexts.forget.failed,
  teamsChangeVisibility: t.visibilityFailed,
  teamsInviteMember: t.inviteFailed,
  teamsCreateInvitationLink: t.linkFailed,
  teamsApproveJoinRequest: t.decideFailed,
  teamsDeclineJoinRequest: t.decideFailed,
  teamsRevokeInvitation: t.revokeFailed,
});
