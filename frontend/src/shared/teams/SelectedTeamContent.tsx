import type { ReactNode } from 'react';
import type { TeamResponse } from '../api/generated/teams';
import { PageLoading } from '../ui/PageLoading';
import { NoTeamSelected } from './NoTeamSelected';
import type { SelectedTeamState } from './use-selected-team';

/** The selected team of `selection`, or undefined while none is selected or the list does not hold it yet. */
export function selectedTeam(selection: SelectedTeamState): TeamResponse | undefined {
  return selection.teams.find((candidate) => candidate.id === selection.selectedTeamId);
}

/**
 * What a team screen shows below its toolbar: a spinner while the teams load (and while a team
 * created a moment ago is selected before the refreshed list holds it), the team's own content,
 * or the way to create or join a team when none is selected.
 */
export function SelectedTeamContent({ selection, children }: { selection: SelectedTeamState; children: (team: TeamResponse) => ReactNode }) {
  const team = selectedTeam(selection);
  if (selection.isLoading) return <PageLoading />;
  if (team) return <>{children(team)}</>;
  if (selection.selectedTeamId) return <PageLoading />;
  return <NoTeamSelected joinableTeams={selection.joinableTeams} onSelected={selection.selectTeam} />;
}
