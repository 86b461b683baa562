import { FileTextOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { agendaMessages } from '../../../locales/ja-JP/one-on-one-agendas';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { ONE_ON_ONE_DEFAULT_TEAM_KEY, SelectedTeamContent, TeamToolbar, selectedTeam, useSelectedTeam } from '../../../shared/teams';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { MatrixWorkspace } from '../components/MatrixWorkspace';
import { TopicCatalogueButton } from '../components/agenda/TopicCatalogueButton';

/** /community/1on1: the signed-in manager's 1on1 matrix for the selected team. */
export default function OneOnOnePage() {
  const teamState = useSelectedTeam(ONE_ON_ONE_DEFAULT_TEAM_KEY);
  const team = selectedTeam(teamState);

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="start" wrap gap="middle">
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {m.title}
          </Typography.Title>
          <Typography.Text type="secondary">{m.intro}</Typography.Text>
        </div>
        <Flex gap="small" wrap>
          {team && <TopicCatalogueButton team={team} />}
          <LinkButton to="/community/1on1/agenda" icon={<FileTextOutlined />}>
            {agendaMessages.myAgendasLink}
          </LinkButton>
        </Flex>
      </Flex>
      <TeamToolbar {...teamState} />
      <SelectedTeamContent selection={teamState}>{(selected) => <MatrixWorkspace key={selected.id} team={selected} />}</SelectedTeamContent>
    </Flex>
  );
}
