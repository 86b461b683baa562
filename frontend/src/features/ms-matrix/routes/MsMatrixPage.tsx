import { Flex, Typography } from 'antd';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { MS_MATRIX_DEFAULT_TEAM_KEY, NoTeamSelected, TeamToolbar, useSelectedTeam } from '../../../shared/teams';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { MsMatrixWorkspace } from '../components/MsMatrixWorkspace';

/** /community/matrix: the MS (mindset × skill) matrix of the selected team (spec part 1 §2). */
export default function MsMatrixPage() {
  const selection = useSelectedTeam(MS_MATRIX_DEFAULT_TEAM_KEY);
  const team = selection.teams.find((candidate) => candidate.id === selection.selectedTeamId);

  const body = () => {
    if (selection.isLoading) return <PageLoading />;
    if (team) return <MsMatrixWorkspace key={team.id} team={team} />;
    // A team created a moment ago is selected before the refreshed list holds it.
    if (selection.selectedTeamId) return <PageLoading />;
    return <NoTeamSelected joinableTeams={selection.joinableTeams} onSelected={selection.selectTeam} />;
  };

  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {m.title}
        </Typography.Title>
        <Typography.Text type="secondary">{m.subtitle}</Typography.Text>
      </div>
      <TeamToolbar {...selection} />
      {body()}
    </Flex>
  );
}
