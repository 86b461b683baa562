import { CalendarOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Tag, theme } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { UpcomingOneOnOneResponse } from '../../../shared/api/generated/dashboard';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { formatCalendarDate } from '../../../shared/lib/datetime';
import { Typography } from '../../../shared/ui/Typography';

const texts = dashboardTexts.upcoming;

/** Up to three future 1on1s (the server limits and orders them): who, when, the approach and how many topics are on the agenda. */
export function UpcomingSessions({ sessions, loading }: { sessions: UpcomingOneOnOneResponse[] | undefined; loading: boolean }) {
  const { token } = theme.useToken();
  return (
    <Panel
      title={texts.title}
      extra={
        <LinkButton to="/community/1on1" type="link" size="small">
          {texts.openBoard}
        </LinkButton>
      }
      style={{ height: '100%' }}
    >
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : !sessions || sessions.length === 0 ? (
        <EmptyState size="compact" illustration="list" title={texts.empty} description={texts.emptyHint} />
      ) : (
        <Flex vertical component="ul" aria-label={texts.title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {sessions.map((session, index) => (
            <Flex
              key={session.entryId}
              component="li"
              align="center"
              gap="middle"
              wrap
              style={{
                paddingBlock: 12,
                borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <CalendarOutlined aria-hidden style={{ color: token.colorPrimary, fontSize: 18 }} />
              <Flex vertical style={{ flex: 1, minWidth: 160 }}>
                <Typography.Text strong>{session.employeeName}</Typography.Text>
                <Typography.Text type="secondary">{formatCalendarDate(session.date, 'longDayWithWeekday')}</Typography.Text>
              </Flex>
              {/* The brand's pale primary, not a quadrant's hue: a blue tag would read as the board's
                  blue quadrant whatever the approach. */}
              <Flex wrap gap={4}>
                {session.approachLabel ? <Tag color="processing">{session.approachLabel}</Tag> : <Tag>{texts.approachNotSet}</Tag>}
                <Tag color={session.agendaItems > 0 ? 'gold' : undefined}>{texts.agendaItems(session.agendaItems)}</Tag>
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </Panel>
  );
}
