import { membersTexts } from '../../locales/ja-JP/members';
import { teamAdmissionMessages as t } from '../../locales/ja-JP/teams';
import { registerWriteFailures } from '../../shared/api/write-failures';
import { isDuplicateEmail } from './lib/duplicate-email';

const members = membersTexts.members;

/**
 * What a failed members-screen write says (shown by the write-failure listener, decision 0067).
 * A department's creation and edit are in the shared team registry (`shared/teams/write-failures`),
 * as the MS board and the 1on1 board add and rename departments too.
 */
registerWriteFailures({
  companyMembersCreateCompanyMember: (_arg, error) =>
    // Spec part 2 §8: a 409 whose message says 重複 reads 'メールアドレスが重複しています' with a hint.
    isDuplicateEmail(error) ? { title: members.duplicateEmail, description: members.duplicateEmailHint } : members.createFailed,
  companyMembersUpdateCompanyMember: (_arg, error) =>
    isDuplicateEmail(error) ? { title: members.duplicateEmail, description: members.duplicateEmailHint } : members.updateFailed,
  companyMembersDeleteCompanyMember: members.deleteFailed,
  departmentsDeleteDepartment: membersTexts.departments.deleteFailed,
  positionsCreatePosition: membersTexts.positions.createFailed,
  positionsUpdatePosition: membersTexts.positions.updateFailed,
  positionsDeletePosition: membersTexts.positions.deleteFailed,
  companyMembersPreviewCompanyMemberImport: membersTexts.csv.previewFailed,
  companyMembersImportCompanyMembers: membersTexts.csv.importFailed,
  memberPicturesImportMemberPictures: membersTexts.pictures.failed,
  memberPicturesUploadMemberPicture: membersTexts.pictures.setOneFailed,
  privacyForget: membersTexts.forget.failed,
  teamsChangeVisibility: t.visibilityFailed,
  teamsInviteMember: t.inviteFailed,
  teamsCreateInvitationLink: t.linkFailed,
  teamsApproveJoinRequest: t.decideFailed,
  teamsDeclineJoinRequest: t.decideFailed,
  teamsRevokeInvitation: t.revokeFailed,
});
