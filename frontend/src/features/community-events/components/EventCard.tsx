import { CalendarOutlined, ClockCircleOutlined, TeamOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tag, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsRegisterMutation, type CommunityEventResponse } from '../../../shared/api/generated/community-events';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { notifySuccess } from '../../../shared/ui/notify';
import { formatInstant } from '../../../shared/lib/datetime';
import { formatTimeRange } from '../lib/event-format';
import { canRegister, registerAction } from '../lib/register-label';
import { registeredMessage } from '../lib/registered-message';
import { EventStatusTag } from './EventStatusTag';
import { RegistrationTag } from './RegistrationTag';
import '../write-failures';

/**
 * One event in the list (spec part 2 §2): type, status, title, description, date, time range,
 * platform and participants, with working 'details' and 'register' buttons.
 */
export function EventCard({ event, userId }: { event: CommunityEventResponse; userId: string | undefined }) {
  const [register, { isLoading }] = useCommunityEventsRegisterMutation();
  const onRegister = async () => {
    try {
      const updated = await register({ id: event.id, registerForEventRequest: {} }).unwrap();
      notifySuccess(registeredMessage(updated.myRegistration));
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const mine = event.myRegistration;
  return (
    <Panel size="small" style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex gap={6} wrap align="center">
          <Tag bordered={false} color="blue" style={{ marginInlineEnd: 0 }}>
            {t.types[event.eventType]}
          </Tag>
          <EventStatusTag status={event.status} />
          {event.hostId === userId && (
            <Tag color="purple" style={{ marginInlineEnd: 0 }}>
              {t.card.hosting}
            </Tag>
          )}
          {mine && <RegistrationTag status={mine.status} waitlistPosition={mine.waitlistPosition} />}
        </Flex>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {event.title}
        </Typography.Title>
        {event.description && (
          <AntTypography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {event.description}
          </AntTypography.Paragraph>
        )}
        <Space direction="vertical" size={2}>
          <Typography.Text>
            <CalendarOutlined /> {formatInstant(event.startTime, 'longDay')}
          </Typography.Text>
          <Typography.Text>
            <ClockCircleOutlined /> {formatTimeRange(event.startTime, event.endTime)}
          </Typography.Text>
          <Typography.Text>
            <VideoCameraOutlined /> {t.platforms[event.platform]}
          </Typography.Text>
          <Typography.Text>
            <TeamOutlined /> {t.card.capacity(event.registeredCount, event.maxParticipants)}
            <Typography.Text type={event.placesLeft > 0 ? 'secondary' : 'danger'}>{`（${t.card.placesLeft(event.placesLeft)}）`}</Typography.Text>
          </Typography.Text>
        </Space>
        <Flex gap={8} style={{ marginTop: 'auto' }}>
          <LinkButton to={`/community/events/${event.id}`} aria-label={`${t.card.details}: ${event.title}`}>
            {t.card.details}
          </LinkButton>
          {canRegister(event, userId) && (
            <Button type="primary" loading={isLoading} onClick={onRegister} aria-label={`${t.card[registerAction(event)]}: ${event.title}`}>
              {t.card[registerAction(event)]}
            </Button>
          )}
        </Flex>
      </Flex>
    </Panel>
  );
}
