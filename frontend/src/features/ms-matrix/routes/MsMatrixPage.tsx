import { Flex, Typography } from 'antd';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { MS_MATRIX_DEFAULT_TEAM_KEY, SelectedTeamContent, TeamToolbar, useSelectedTeam } from '../../../shared/teams';
import { MsMatrixWorkspace } from '../components/MsMatrixWorkspace';

/** /community/matrix: the MS (mindset × skill) matrix of the selected team (spec part 1 §2). */
export default function MsMatrixPage() {
  const selection = useSelectedTeam(MS_MATRIX_DEFAULT_TEAM_KEY);
  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {m.title}
        </Typography.Title>
        <Typography.Text type="secondary">{m.subtitle}</Typography.Text>
      </div>
      <TeamToolbar {...selection} />
      <SelectedTeamContent selection={selection}>{(team) => <MsMatrixWorkspace key={team.id} team={team} />}</SelectedTeamContent>
    </Flex>
  );
}
