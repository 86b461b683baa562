import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTeamsListTeamsQuery, type TeamResponse } from '../api/generated/teams';

/**
 * The localStorage key of the default team: one for the whole product, so the MS and 1on1 boards,
 * the members page, the dashboard and the culture simulation open on the same team
 * (docs/decisions/0089). It is the MS matrix's key of spec part 1 §3 "Browser storage"; the 1on1
 * matrix's key of the same list is written with it (the same id), so both keys the spec names hold
 * the team their page opens on.
 */
export const DEFAULT_TEAM_KEY = 'msMatrixDefaultTeamId';
export const ONE_ON_ONE_DEFAULT_TEAM_KEY = 'oneOnOneMatrixDefaultTeamId';
const STORED_KEYS = [DEFAULT_TEAM_KEY, ONE_ON_ONE_DEFAULT_TEAM_KEY] as const;

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

/**
 * The stored default teams, an external store the hook reads with `useSyncExternalStore`:
 * localStorage, or, where storage is unavailable (private mode, quota), what this page wrote, which
 * then lasts for this page only. Every write notifies the hooks reading it.
 */
const unsaved = new Map<string, string | null>();
const listeners = new Set<() => void>();

function readStored(): string | null {
  if (unsaved.has(DEFAULT_TEAM_KEY)) return unsaved.get(DEFAULT_TEAM_KEY) ?? null;
  try {
    return window.localStorage.getItem(DEFAULT_TEAM_KEY);
  } catch {
    return null;
  }
}

function writeStored(id: string | null): void {
  for (const key of STORED_KEYS) {
    try {
      if (id === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, id);
      unsaved.delete(key);
    } catch {
      unsaved.set(key, id);
    }
  }
  for (const listener of listeners) listener();
}

function subscribeStored(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The team a page works on (spec part 1 §4 "Default team"), the same on every page: the stored id while that team
 * exists (among the teams the user belongs to or manages), else the first team, which is then stored. `selectTeam` (also after creating a team)
 * selects and stores; `clearSelection` (after deleting) selects nothing and forgets the stored id.
 */
export function useSelectedTeam(): SelectedTeamState {
  const { data, isLoading, isFetching, error } = useTeamsListTeamsQuery();
  // Every user may list every team (the welcome dialog needs them), but a matrix page can only show
  // teams the user belongs to or manages (team_admin, admin): offering others would only end in a 403.
  const teams = useMemo(() => (data ?? []).filter((team) => team.isMember || team.canManage), [data]);
  const joinableTeams = useMemo(() => (data ?? []).filter((team) => !team.isMember), [data]);
  const storedId = useSyncExternalStore(subscribeStored, readStored);
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
    writeStored(selectedTeamId);
  }, [isFetching, selectedTeamId, storedId]);

  const selectTeam = useCallback(
    (id: string) => {
      writeStored(id);
      setSelection({ kind: 'chosen', id });
    },
    [],
  );

  const clearSelection = useCallback(() => {
    writeStored(null);
    setSelection({ kind: 'cleared' });
  }, []);

  return { teams, joinableTeams, isLoading, error, selectedTeamId, defaultTeamId: storedId, selectTeam, clearSelection };
}
