import { api, type OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { levelsOf, type Position } from '../lib/board-geometry';
import { quadrantOf } from '../lib/board-rules';

function placeEntry(entry: OneOnOneEntryResponse, position: Position): void {
  const levels = levelsOf(position);
  entry.positionX = position.x;
  entry.positionY = position.y;
  entry.trustLevel = levels.trustLevel;
  entry.mindsetLevel = levels.mindsetLevel;
  entry.quadrant = quadrantOf(levels);
}

/**
 * A moved point stays where it was dropped while the PUT runs (optimistic update); a failure
 * puts it back where the server has it (spec part 1 §8: position failures are silent). The
 * answer replaces the cached entry at once, so the next move sends the new revision.
 */
export const oneOnOneApi = api.enhanceEndpoints({
  endpoints: {
    oneOnOneMatrixMoveEntry: {
      async onQueryStarted({ id, moveOneOnOneEntryRequest: request }, { dispatch, getState, queryFulfilled }) {
        const cachedArgs = api.util.selectCachedArgsForQuery(getState(), 'oneOnOneMatrixListManagerEntries');
        const patches = cachedArgs.map((args) =>
          dispatch(
            api.util.updateQueryData('oneOnOneMatrixListManagerEntries', args, (entries) => {
              const entry = entries.find((candidate) => candidate.id === id);
              if (entry) placeEntry(entry, { x: request.positionX, y: request.positionY });
            }),
          ),
        );
        try {
          const { data: moved } = await queryFulfilled;
          for (const args of cachedArgs) {
            dispatch(
              api.util.updateQueryData('oneOnOneMatrixListManagerEntries', args, (entries) =>
                entries.map((entry) => (entry.id === moved.id ? moved : entry)),
              ),
            );
          }
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
    },
  },
});

export const {
  useOneOnOneMatrixListManagerEntriesQuery,
  useOneOnOneMatrixListManagerEntriesAsOfQuery,
  useOneOnOneMatrixGetGrowthHistoryQuery,
  useOneOnOneMatrixCreateEntryMutation,
  useOneOnOneMatrixMoveEntryMutation,
  useOneOnOneMatrixDeleteEntryMutation,
  useOneOnOneMatrixDeleteGrowthPointMutation,
  useOneOnOneMatrixRecordSessionMutation,
  useOneOnOneMatrixListSessionsQuery,
} = oneOnOneApi;

// The other kinds of data the board screens read and change, from their own generated files.
export { useCompanyMembersListTeamCompanyMembersQuery } from '../../../shared/api/generated/company-members';
export { useDepartmentsListDepartmentsQuery, useDepartmentsUpdateDepartmentMutation } from '../../../shared/api/generated/departments';
