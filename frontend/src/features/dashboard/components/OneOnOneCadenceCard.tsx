import { EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { Flex, Skeleton, theme } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { DashboardSummaryResponse } from '../../../shared/api/generated/dashboard';
import { weeklyAverage, weeklyTotal } from '../lib/figures';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { CardEmpty } from './CardEmpty';
import { KeyFigure } from './KeyFigure';
import { ONE_ON_ONE_BOARD_PATH, StaleMemberList } from './StaleMemberList';
import { WeeklyBarChart } from './WeeklyBarChart';

const texts = dashboardTexts.cadence;

function Cadence({ summary }: { summary: DashboardSummaryResponse }) {
  const { token } = theme.useToken();
  const { weeks, staleMembers, staleAfterDays } = summary.oneOnOneCadence;
  const total = weeklyTotal(weeks);
  if (summary.managedMembers === 0) {
    return (
      <CardEmpty
        illustration="list"
        title={texts.noPartnersTitle}
        description={texts.noPartnersText}
        next={{ to: ONE_ON_ONE_BOARD_PATH, icon: <UserAddOutlined />, label: texts.addPartners }}
      />
    );
  }
  // No session in the weeks shown, and every stale member never had one: nothing recorded yet.
  const neverMet = total === 0 && staleMembers.every((member) => member.lastSessionDate === null);
  return (
    <Flex vertical gap="middle">
      {neverMet ? (
        <CardEmpty
          illustration="list"
          title={texts.noSessionsTitle}
          description={texts.noSessionsText}
          next={{ to: ONE_ON_ONE_BOARD_PATH, icon: <EditOutlined />, label: texts.recordFirst }}
        />
      ) : (
        <>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: token.marginSM }}>
            <KeyFigure label={texts.subtitle(weeks.length)} value={`${total}${texts.sessionsUnit}`} />
            <KeyFigure label={texts.perWeekLabel} value={`${weeklyAverage(weeks)}${texts.sessionsUnit}`} />
          </div>
          <WeeklyBarChart title={texts.chartTitle} weeks={weeks} what={texts.chartWhat} unit={texts.sessionsUnit} />
        </>
      )}
      <StaleMemberList members={staleMembers} staleAfterDays={staleAfterDays} />
    </Flex>
  );
}

/** 1on1 cadence: sessions per week over the last weeks and the members without one for too long (the server's figures). */
export function OneOnOneCadenceCard({ summary, loading }: { summary: DashboardSummaryResponse | undefined; loading: boolean }) {
  return (
    <Panel
      title={texts.title}
      extra={
        <LinkButton to={ONE_ON_ONE_BOARD_PATH} type="link" size="small">
          {texts.openBoard}
        </LinkButton>
      }
      style={{ height: '100%' }}
    >
      {loading || !summary ? <Skeleton active paragraph={{ rows: 4 }} /> : <Cadence summary={summary} />}
    </Panel>
  );
}
