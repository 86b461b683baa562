import { ArrowLeftOutlined, CalendarOutlined, LinkOutlined, TeamOutlined, UserOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Col, Descriptions, Flex, List, Row, Skeleton, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useParams } from 'react-router';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsGetQuery, type CommunityEventDetailResponse } from '../../../shared/api/generated/community-events';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { AnalyticsCard } from '../components/AnalyticsCard';
import { EventStatusTag } from '../components/EventStatusTag';
import { FeedbackForm } from '../components/FeedbackForm';
import { HostPanel } from '../components/HostPanel';
import { MaterialsCard } from '../components/MaterialsCard';
import { RecordingCard } from '../components/RecordingCard';
import { RegistrationPanel } from '../components/RegistrationPanel';
import { formatInstant } from '../../../shared/lib/datetime';
import { formatTimeRange, isHeld, seesMaterials } from '../lib/event-format';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

const d = t.detail;

/** An event's page: what, when, who hosts, places left, sessions and materials; registration; the host's view; feedback and analytics. */
export default function EventDetailPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const event = useCommunityEventsGetQuery({ id });
  const back = (
    <LinkButton to="/community/events" type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0, alignSelf: 'flex-start' }}>
      {d.back}
    </LinkButton>
  );

  if (event.isLoading) return <Skeleton active />;
  if (event.isError || !event.data) {
    const notFound = (event.error as { status?: number } | undefined)?.status === 404;
    return (
      <Flex vertical gap="large">
        {back}
        {notFound ? (
          <EmptyState illustration="notFound" title={d.notFound} description={d.notFoundHint} />
        ) : (
          <LoadFailure title={t.loadError} error={event.error} onRetry={() => event.refetch()} />
        )}
      </Flex>
    );
  }
  const e = event.data;
  return (
    <Flex vertical gap="large" style={{ maxWidth: 1200 }}>
      {back}
      <Flex vertical gap={8}>
        <Flex gap={6} wrap>
          <Tag bordered={false} color="blue" style={{ marginInlineEnd: 0 }}>
            {t.types[e.eventType]}
          </Tag>
          <EventStatusTag status={e.status} />
          {e.requiresApproval && <Tag style={{ marginInlineEnd: 0 }}>{d.approvalRequired}</Tag>}
        </Flex>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {e.title}
        </Typography.Title>
        {e.description && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{e.description}</Typography.Paragraph>}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 15, order: 1 }}>
          <Flex vertical gap={16}>
            <Overview event={e} />
            <RecordingCard event={e} />
            <Sessions event={e} />
            <MaterialsCard event={e} />
          </Flex>
        </Col>
        {/* On a phone the registration comes first, right under the title. */}
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 9, order: 2 }}>
          <Flex vertical gap={16}>
            <RegistrationPanel event={e} userId={user?.id} />
            <FeedbackForm event={e} />
          </Flex>
        </Col>
      </Row>
      {e.canManage && <HostPanel event={e} />}
      {e.analytics && <AnalyticsCard analytics={e.analytics} held={isHeld(e)} />}
    </Flex>
  );
}

function Overview({ event: e }: { event: CommunityEventDetailResponse }) {
  return (
    <Panel size="small">
      <Descriptions column={1} size="small" styles={{ label: { width: 120 } }}>
        <Descriptions.Item label={<span><CalendarOutlined /> {d.when}</span>}>
          {`${formatInstant(e.startTime, 'longDay')} ${formatTimeRange(e.startTime, e.endTime)}`}
        </Descriptions.Item>
        <Descriptions.Item label={<span><UserOutlined /> {d.host}</span>}>{e.hostName ?? t.host.unnamed}</Descriptions.Item>
        <Descriptions.Item label={<span><VideoCameraOutlined /> {d.platform}</span>}>{t.platforms[e.platform]}</Descriptions.Item>
        <Descriptions.Item label={<span><TeamOutlined /> {d.capacity}</span>}>
          <span>
            {t.card.capacity(e.registeredCount, e.maxParticipants)}
            <Typography.Text type={e.placesLeft > 0 ? 'success' : 'danger'}>{`（${t.card.placesLeft(e.placesLeft)}）`}</Typography.Text>
            {e.waitlistCount > 0 && <Typography.Text type="secondary">{`・${t.registration.waitlisted} ${e.waitlistCount}名`}</Typography.Text>}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={<span><LinkOutlined /> {d.meeting}</span>}>
          {e.meetingUrl ? (
            <Flex vertical>
              <Typography.Link href={e.meetingUrl} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
                {e.meetingUrl}
              </Typography.Link>
              {e.meetingId && <Typography.Text>{`${d.meetingId}: ${e.meetingId}`}</Typography.Text>}
              {e.passcode && <Typography.Text>{`${d.passcode}: ${e.passcode}`}</Typography.Text>}
            </Flex>
          ) : (
            <Typography.Text type="secondary">{seesMaterials(e) ? d.meetingNotSet : d.meetingHidden}</Typography.Text>
          )}
        </Descriptions.Item>
        {(e.isRecorded || e.recordingUrl) && (
          <Descriptions.Item label={d.recording}>
            {e.recordingUrl ? (
              <Typography.Link href={e.recordingUrl} target="_blank" rel="noreferrer">
                {d.recordingLink}
              </Typography.Link>
            ) : (
              d.recorded
            )}
          </Descriptions.Item>
        )}
        {e.tags.length > 0 && (
          <Descriptions.Item label={d.tags}>
            <Flex gap={4} wrap>
              {e.tags.map((tag) => (
                <Tag key={tag} style={{ marginInlineEnd: 0 }}>
                  {tag}
                </Tag>
              ))}
            </Flex>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Panel>
  );
}

function Sessions({ event: e }: { event: CommunityEventDetailResponse }) {
  return (
    <Panel size="small" title={d.sessions}>
      <List
        size="small"
        dataSource={e.sessions}
        locale={{ emptyText: d.noSessions }}
        renderItem={(s) => (
          <List.Item>
            <Flex vertical gap={2}>
              <Typography.Text strong>{`${s.sessionOrder}. ${s.title}`}</Typography.Text>
              <Typography.Text type="secondary">
                {formatTimeRange(s.startTime, s.endTime)}
                {s.speakerName ? `・${d.speaker}: ${s.speakerName}` : ''}
              </Typography.Text>
              {s.description && <Typography.Text>{s.description}</Typography.Text>}
            </Flex>
          </List.Item>
        )}
      />
    </Panel>
  );
}
