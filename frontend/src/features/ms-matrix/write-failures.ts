import { msMatrixMessages as m } from '../../locales/ja-JP/ms-matrix';
import type { PlaceMatrixMemberRequest } from '../../shared/api/generated/ms-matrix';
import { REASON_ALONE, registerWriteFailures } from '../../shared/api/write-failures';

/**
 * What a failed MS-board write says (shown by the write-failure listener, decision 0067). A move is
 * not here (spec part 1 §8: a failed move is silent, the dot goes back); neither are departments,
 * whose texts differ per screen (the registry holds one text per endpoint).
 */
registerWriteFailures({
  // Placing an existing company member (memberId) or registering a new one straight onto the board.
  msMatrixPlaceMember: (arg: { placeMatrixMemberRequest: PlaceMatrixMemberRequest }) =>
    arg.placeMatrixMemberRequest.memberId ? m.linkMember.failed : m.addMember.failed,
  msMatrixDeleteGrowthPoint: m.point.deleteFailed,
  msMatrixClearTeamHistory: REASON_ALONE,
});
