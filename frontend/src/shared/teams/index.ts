export { NoTeamSelected } from './NoTeamSelected';
export { SelectedTeamContent, selectedTeam } from './SelectedTeamContent';
export { TeamToolbar } from './TeamToolbar';
export { DEFAULT_TEAM_KEY, ONE_ON_ONE_DEFAULT_TEAM_KEY, useSelectedTeam } from './use-selected-team';
