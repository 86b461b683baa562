import { InfoCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { Flex, Skeleton, theme } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { skipToken } from '@reduxjs/toolkit/query';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import { useDashboardGetMsMovementQuery, type MsMovementResponse } from '../../../shared/api/generated/dashboard';
// The hook alone, not the teams barrel: its dialogs and toolbar (forms, selects) stay off the dashboard's first screen.
import { useSelectedTeam } from '../../../shared/teams/use-selected-team';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { NativeSelect } from '../../../shared/ui/NativeSelect';
import { signed } from '../lib/figures';
import { CardEmpty } from './CardEmpty';
import { KeyFigure } from './KeyFigure';
import { MoverList } from './MoverList';
import { NoTeamEmptyState } from './NoTeamEmptyState';
import { WeeklyBarChart } from './WeeklyBarChart';
import { formatCalendarDate } from '../../../shared/lib/datetime';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { Typography } from '../../../shared/ui/Typography';

const texts = dashboardTexts.movement;
const MS_BOARD_PATH = '/community/matrix';

function trendOf(value: number | null): 'up' | 'down' | 'none' {
  if (value === null || value === 0) return 'none';
  return value > 0 ? 'up' : 'down';
}

function Movement({ movement }: { movement: MsMovementResponse }) {
  const { token } = theme.useToken();
  if (movement.membersOnBoard === 0) {
    return movement.scope === 'own' ? (
      <CardEmpty illustration="board" title={texts.notPlacedTitle} description={texts.notPlacedText} />
    ) : (
      <CardEmpty
        illustration="board"
        title={texts.noMembersTitle}
        description={texts.noMembersText}
        next={{ to: MS_BOARD_PATH, icon: <UserAddOutlined />, label: texts.addMembers }}
      />
    );
  }
  const average = (value: number | null) => (value === null ? texts.noAverage : signed(value));
  return (
    <Flex vertical gap="middle">
      {movement.scope === 'own' && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          <InfoCircleOutlined aria-hidden style={{ color: token.colorPrimary, marginInlineEnd: token.marginXXS }} /> {texts.ownScope}
        </Typography.Text>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: token.marginSM }}>
        <KeyFigure label={texts.membersMoved} value={texts.membersMovedValue(movement.membersMoved, movement.membersOnBoard)} />
        <KeyFigure label={texts.crossed} value={`${movement.crossedQuadrant}${texts.peopleUnit}`} />
        <KeyFigure label={texts.averageSkill} value={average(movement.averageSkillChange)} trend={trendOf(movement.averageSkillChange)} />
        <KeyFigure label={texts.averageMindset} value={average(movement.averageMindsetChange)} trend={trendOf(movement.averageMindsetChange)} />
      </div>
      <WeeklyBarChart title={texts.chartTitle} weeks={movement.weeks} what={texts.chartWhat} unit={texts.movesUnit} />
      {movement.movers.length > 0 ? (
        <MoverList movers={movement.movers} />
      ) : (
        <Typography.Text type="secondary">{texts.nobodyMoved}</Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The team's movement on the MS board this month, for the team the MS page shows (the same stored
 * default). Every figure is the server's (`GET /api/dashboard/ms-movement/{teamId}`).
 */
export function TeamMovementCard() {
  const selection = useSelectedTeam();
  const teamId = selection.selectedTeamId;
  // While the team list loads, the stored default team's movement is asked for already: most visits
  // show that team, and its answer then waits in the cache for the query below instead of
  // following the list (docs/decisions/0094). Nothing shows it until the list confirms the team.
  useDashboardGetMsMovementQuery(selection.isLoading && selection.defaultTeamId ? { teamId: selection.defaultTeamId } : skipToken);
  const movement = useDashboardGetMsMovementQuery(teamId ? { teamId } : skipToken);
  // The answer for the selected team only: while another team's loads, a skeleton.
  const data = movement.currentData;
  const month = data ? formatCalendarDate(data.month, 'month') : null;
  const { token } = theme.useToken();

  const body = () => {
    if (selection.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (selection.error !== undefined) {
      return <LoadFailure title={texts.loadError} error={selection.error} />;
    }
    if (!teamId) return <NoTeamEmptyState joinableTeams={selection.joinableTeams} onSelected={selection.selectTeam} />;
    if (movement.isError) {
      return (
        <LoadFailure title={texts.loadError} error={movement.error} onRetry={() => movement.refetch()} />
      );
    }
    if (!data) return <Skeleton active paragraph={{ rows: 4 }} />;
    return <Movement movement={data} />;
  };

  return (
    <Panel
      title={
        <Flex vertical style={{ paddingBlock: 8 }}>
          <span>{texts.title}</span>
          {month && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: token.fontSizeSM, whiteSpace: 'normal' }}>
              {texts.subtitle(month)}
            </Typography.Text>
          )}
        </Flex>
      }
      extra={
        teamId && (
          <LinkButton to={MS_BOARD_PATH} type="link" size="small">
            {texts.openBoard}
          </LinkButton>
        )
      }
      style={{ height: '100%' }}
    >
      <Flex vertical gap="middle">
        {selection.teams.length > 1 && teamId && (
          <NativeSelect
            ariaLabel={texts.team}
            size="small"
            value={teamId}
            onChange={selection.selectTeam}
            options={selection.teams.map((team) => ({ value: team.id, label: team.name }))}
            style={{ alignSelf: 'flex-start', minWidth: 180 }}
          />
        )}
        {body()}
      </Flex>
    </Panel>
  );
}
