import { Button, Divider, Flex } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { useNotificationsListQuery, useNotificationsMarkAllReadMutation } from '../../../shared/api/generated/notifications';
import { failureShown } from '../../../shared/api/write-failures';
import { formatCalendarDate } from '../../../shared/lib/datetime';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { notificationsTexts as T } from '../../../locales/ja-JP/notifications';
import { NotificationLine } from '../components/NotificationLine';
import { NotificationPreferences } from '../components/NotificationPreferences';
import { groupByDay } from '../lib/group-by-day';
import { useOpenNotification } from '../lib/open-notification';
import '../components/notifications.css';
import '../write-failures';

/** One page of the list (the first, or the one after `cursor`), and the button to the next while it is the last shown. */
function NotificationPageChunk({ cursor, last, onMore }: { cursor: string | undefined; last: boolean; onMore: (cursor: string) => void }) {
  const { data, error, refetch, isLoading } = useNotificationsListQuery({ cursor });
  const open = useOpenNotification();
  if (isLoading) return <PageLoading />;
  if (error) return <LoadFailure title={T.page.loadError} error={error} onRetry={() => void refetch()} />;
  if (!data) return null;
  if (!cursor && !data.items.length) return <EmptyState illustration="list" title={T.page.empty} description={T.page.emptyHint} size="section" />;
  return (
    <>
      {groupByDay(data.items).map((group) => (
        <section key={group.day} aria-label={formatCalendarDate(group.day, 'longDayWithWeekday')}>
          <Divider titlePlacement="start" plain>
            {formatCalendarDate(group.day, 'longDayWithWeekday')}
          </Divider>
          {group.items.map((item) => (
            <NotificationLine key={item.id} item={item} onOpen={open} />
          ))}
        </section>
      ))}
      {last && data.nextCursor && (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button onClick={() => onMore(data.nextCursor ?? '')}>{T.page.older}</Button>
        </Flex>
      )}
    </>
  );
}

export default function NotificationsPage() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [markAllRead, { isLoading: marking }] = useNotificationsMarkAllReadMutation();
  return (
    <Flex vertical gap="large">
      <PageTitle title={T.page.title} lead={T.page.lead} />
      <Panel
        title={T.page.listTitle}
        extra={
          <Button onClick={() => void markAllRead().unwrap().catch(failureShown)} loading={marking}>
            {T.page.markAllRead}
          </Button>
        }
      >
        {cursors.map((cursor, i) => (
          <NotificationPageChunk key={cursor ?? 'first'} cursor={cursor} last={i === cursors.length - 1} onMore={(next) => setCursors((all) => [...all, next])} />
        ))}
      </Panel>
      <NotificationPreferences />
    </Flex>
  );
}
