import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTeamsListTeamsQuery, type TeamResponse } from '../api/generated/teams';

/** localStorage keys of the default team, one per matrix page (spec part 1 §3 "Browser storage"). */
export const MS_MATRIX_DEFAULT_TEAM_KEY = 'msMatrixDefaultTeamId';
export const ONE_ON_ONE_DEFAULT_TEAM_KEY = 'oneOnOneMatrixDefaultTeamId';

export interface SelectedTeamState {
  /** The teams the user belongs to or manages: the ones a matrix page can show. */
  teams: TeamResponse[];
  /** The teams the user does not belong to, which they may join. */
  joinableTeams: TeamResponse[];
  isLoading: boolean;
  error: unknown;
  selectedTeamId: string | null;
  /** The stored default team id (marked in the selector), null when none is stored. */
  defaultTeamId: string | null;
  selectTeam: (id: string) => void;
  clearSelection: () => void;
}

type Selection = { kind: 'default' } | { kind: 'chosen'; id: string } | { kind: 'cleared' };

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, id: string | null): void {
  try {
    if (id === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, id);
  } catch {
    // Storage can be unavailable (private mode, quota); the selection then lasts for this page only.
  }
}

/**
 * The team a matrix page works on (spec part 1 §4 "Default team"): the stored id while that team
 * exists (among the teams the user belongs to or manages), else the first team, which is then stored. `selectTeam` (also after creating a team)
 * selects and stores; `clearSelection` (after deleting) selects nothing and forgets the stored id.
 */
export function useSelectedTeam(storageKey: string): SelectedTeamState {
  const { data, isLoading, isFetching, error } = useTeamsListTeamsQuery();
  // Every user may list every team (the welcome dialog needs them), but a matrix page can only show
  // teams the user belongs to or manages (team_admin, admin): offering others would only end in a 403.
  const teams = useMemo(() => (data ?? []).filter((team) => team.isMember || team.canManage), [data]);
  const joinableTeams = useMemo(() => (data ?? []).filter((team) => !team.isMember), [data]);
  const [storedId, setStoredId] = useState<string | null>(() => readStored(storageKey));
  const [selection, setSelection] = useState<Selection>({ kind: 'default' });

  const selectedTeamId = useMemo(() => {
    const exists = (id: string | null) => id !== null && teams.some((team) => team.id === id);
    if (selection.kind === 'cleared') return null;
    // A team created a moment ago is chosen before the refetched list holds it.
    if (selection.kind === 'chosen' && (exists(selection.id) || isFetching)) return selection.id;
    if (exists(storedId)) return storedId;
    return teams[0]?.id ?? null;
  }, [selection, teams, storedId, isFetching]);

  useEffect(() => {
    if (isFetching || selectedTeamId === null || selectedTeamId === storedId) return;
    writeStored(storageKey, selectedTeamId);
    setStoredId(selectedTeamId);
  }, [isFetching, selectedTeamId, storedId, storageKey]);

  const selectTeam = useCallback(
    (id: string) => {
      writeStored(storageKey, id);
      setStoredId(id);
      setSelection({ kind: 'chosen', id });
    },
    [storageKey],
  );

  const clearSelection = useCallback(() => {
    writeStored(storageKey, null);
    setStoredId(null);
    setSelection({ kind: 'cleared' });
  }, [storageKey]);

  return { teams, joinableTeams, isLoading, error, selectedTeamId, defaultTeamId: storedId, selectTeam, clearSelection };
}
