import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { notifySuccess } from '../../../shared/ui/notify';
import { useOneOnOneMatrixCreateEntryMutation } from '../api/one-on-one-api';
import { levelsOf, type Position } from '../lib/board-geometry';
import '../write-failures';

/** Puts a company member on the board at a position, with the spec's toasts. Resolves true on success. */
export function useCreateEntry(teamId: string) {
  const [createEntry, { isLoading }] = useOneOnOneMatrixCreateEntryMutation();

  const create = async (employeeId: string, position: Position, notes?: string): Promise<boolean> => {
    try {
      await createEntry({
        createOneOnOneEntryRequest: {
          employeeId,
          teamId,
          positionX: position.x,
          positionY: position.y,
          ...levelsOf(position),
          ...(notes ? { notes } : {}),
        },
      }).unwrap();
      notifySuccess(m.newEntry.success);
      return true;
    } catch {
      // Shown by the write-failure listener.
      return false;
    }
  };

  return { create, isCreating: isLoading };
}
