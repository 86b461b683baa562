import { useCallback, useState } from 'react';

/**
 * Which entries are hidden from the board. Everything is visible at first (spec part 1 §4). A
 * group's toggle hides all of it when all of it is visible, otherwise shows all of it; the same
 * for the overall toggle.
 */
export function useMemberVisibility() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());

  const toggleEntries = useCallback((ids: readonly string[]) => {
    setHidden((current) => {
      const next = new Set(current);
      const allVisible = ids.every((id) => !current.has(id));
      for (const id of ids) {
        if (allVisible) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const isVisible = useCallback((id: string) => !hidden.has(id), [hidden]);

  return { hidden, isVisible, toggleEntries };
}
