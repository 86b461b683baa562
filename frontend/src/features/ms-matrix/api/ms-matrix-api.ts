import { api } from '../../../shared/api/generated/ms-matrix';
import { levelsAt } from '@pivot/rules';

/**
 * A move shows at once (optimistic, undone when the server refuses, so the dot goes back to the
 * server's position). Which reads a write makes stale: `shared/api/cache-tags.ts`.
 */
export const msMatrixApi = api.enhanceEndpoints({
  endpoints: {
    msMatrixMoveMember: {
      async onQueryStarted({ id, moveMatrixMemberRequest: to }, { dispatch, getState, queryFulfilled }) {
        const patches = api.util.selectCachedArgsForQuery(getState(), 'msMatrixGetTeamMatrix').map((args) =>
          dispatch(
            api.util.updateQueryData('msMatrixGetTeamMatrix', args, (entries) => {
              const entry = entries.find((candidate) => candidate.id === id);
              if (!entry) return;
              entry.positionX = to.positionX;
              entry.positionY = to.positionY;
              Object.assign(entry, levelsAt({ x: to.positionX, y: to.positionY }));
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    },
  },
});

export const {
  useMsMatrixGetTeamMatrixQuery,
  useMsMatrixGetTeamMatrixAsOfQuery,
  useMsMatrixGetGrowthHistoryQuery,
  useMsMatrixMoveMemberMutation,
  useMsMatrixDeleteGrowthPointMutation,
  useMsMatrixClearTeamHistoryMutation,
  useMsMatrixGetEntryAuditQuery,
  useMsMatrixPlaceMemberMutation,
} = msMatrixApi;

// The other kinds of data the board screens read and change, from their own generated files.
export { useDepartmentsListDepartmentsQuery, useDepartmentsCreateDepartmentMutation, useDepartmentsUpdateDepartmentMutation } from '../../../shared/api/generated/departments';
export { useCompanyMembersListTeamCompanyMembersQuery } from '../../../shared/api/generated/company-members';
export { usePositionsListPositionsQuery } from '../../../shared/api/generated/positions';
