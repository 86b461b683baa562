import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsListQuery, type CommunityEventsListApiArg } from '../../../shared/api/generated/community-events';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { CalendarFeedCard } from '../components/CalendarFeedCard';
import { CreateEventDialog } from '../components/CreateEventDialog';
import { EventCard } from '../components/EventCard';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

type Filter = 'upcoming' | 'scheduled' | 'live' | 'completed';
const FILTERS: Filter[] = ['upcoming', 'scheduled', 'live', 'completed'];

/** The §7 call for each filter button: `?upcoming=true` or `?status=`. */
const queryOf = (filter: Filter): CommunityEventsListApiArg => (filter === 'upcoming' ? { upcoming: true } : { status: filter });

/** The events screen (spec part 2 §2): filter buttons, the create dialog and the cards. */
export default function EventsPage() {
  const [filter, setFilter] = useState<Filter>('upcoming');
  const [creating, setCreating] = useState(false);
  const { user } = useCurrentUser();
  const list = useCommunityEventsListQuery(queryOf(filter));

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1400 }}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <PageTitle title={t.title} lead={t.lead} style={{ flex: '1 1 320px' }} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t.create.open}
        </Button>
      </Flex>
      <div style={{ overflowX: 'auto' }}>
        <Segmented<Filter> value={filter} onChange={setFilter} options={FILTERS.map((value) => ({ value, label: t.filters[value] }))} />
      </div>
      {list.isLoading ? (
        <Skeleton active />
      ) : list.isError ? (
        <LoadFailure title={t.loadError} error={list.error} onRetry={() => list.refetch()} />
      ) : list.data && list.data.length > 0 ? (
        <Row gutter={[16, 16]}>
          {list.data.map((event) => (
            <Col key={event.id} xs={24} md={12} xl={8}>
              <EventCard event={event} userId={user?.id} />
            </Col>
          ))}
        </Row>
      ) : (
        <EmptyState
          illustration="list"
          title={filter === 'upcoming' ? t.empty.upcoming : t.empty.other}
          description={filter === 'upcoming' ? t.empty.hint : undefined}
          actions={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t.create.open}
            </Button>
          }
        />
      )}
      <CalendarFeedCard />
      <CreateEventDialog open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
}
