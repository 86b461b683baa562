import { Flex } from 'antd';
import { Typography } from '../ui/Typography';
import { Fragment, type ReactNode } from 'react';
import type { TeamResponse } from '../api/generated/teams';
import { SelectedTeamContent, TeamToolbar, selectedTeam, useSelectedTeam } from '../teams';

/**
 * A board's page: its title and lead, the page's own buttons (given the selected team, if any), the
 * team toolbar, and the selected team's workspace (mounted per team, so its state starts fresh
 * when the team changes).
 */
export function BoardPage({
  title,
  lead,
  actions,
  workspace,
}: {
  title: string;
  lead: string;
  actions?: (team: TeamResponse | undefined) => ReactNode;
  workspace: (team: TeamResponse) => ReactNode;
}) {
  const selection = useSelectedTeam();
  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="start" wrap gap="middle">
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{lead}</Typography.Text>
        </div>
        {actions && (
          <Flex gap="small" wrap>
            {actions(selectedTeam(selection))}
          </Flex>
        )}
      </Flex>
      <TeamToolbar {...selection} />
      <SelectedTeamContent selection={selection}>{(team) => <Fragment key={team.id}>{workspace(team)}</Fragment>}</SelectedTeamContent>
    </Flex>
  );
}
