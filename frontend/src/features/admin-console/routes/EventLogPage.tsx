import { Button, DatePicker, Flex, Input, Select, Switch, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { api, useEventLogCategoriesQuery, useEventLogEventsQuery, useEventLogTypesQuery, type EventLogEventsApiArg, type LoggedEventResponse } from '../../../shared/api/generated/event-log';
import { notifyError } from '../../../shared/ui/notify';
import { CorrelationDrawer } from '../components/CorrelationDrawer';
import { EventDetails } from '../components/EventDetails';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { StreamDrawer } from '../components/StreamDrawer';
import { mergeEvents } from '../lib/merge-events';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';
import { endOfDay, formatInstant, startOfDay } from '../../../shared/lib/datetime';

const texts = adminConsoleTexts.eventLog;
const PAGE_SIZE = 50;
const LIVE_POLL_MS = 2000;

/**
 * The event log (admins only, read-only): newest first with keyset paging, filters by category,
 * type, user, correlation and period, each event's data and metadata, a live tail, a correlation's
 * causation tree and a stream's state as of any version (drawers, opened from the URL too).
 */
export default function EventLogPage() {
  const [params, setParams] = useSearchParams();
  const [category, setCategory] = useState<string | undefined>(params.get('category') ?? undefined);
  const [type, setType] = useState<string | undefined>(params.get('type') ?? undefined);
  const [userId, setUserId] = useState(params.get('userId') ?? '');
  const [correlationFilter, setCorrelationFilter] = useState(params.get('correlationId') ?? '');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [live, setLive] = useState(false);
  const [older, setOlder] = useState<{ events: LoggedEventResponse[]; nextBefore: string | null } | null>(null);
  const openCorrelation = params.get('follow');
  const openStream = params.get('streamId');

  const filter: EventLogEventsApiArg = useMemo(
    () => ({
      category,
      type,
      userId: userId.trim() || undefined,
      correlationId: correlationFilter.trim() || undefined,
      from: range ? startOfDay(range[0]) : undefined,
      to: range ? endOfDay(range[1]) : undefined,
      limit: PAGE_SIZE,
    }),
    [category, type, userId, correlationFilter, range],
  );
  const first = useEventLogEventsQuery(filter, { pollingInterval: live ? LIVE_POLL_MS : 0, refetchOnMountOrArgChange: true });
  const categories = useEventLogCategoriesQuery();
  const types = useEventLogTypesQuery();
  const [loadOlder, olderQuery] = api.endpoints.eventLogEvents.useLazyQuery();
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setOlder(null);
      set(value);
    };

  const events = mergeEvents(first.data?.events, older?.events);
  const nextBefore = older ? older.nextBefore : (first.data?.nextBefore ?? null);
  const filtered = Object.values({ ...filter, limit: undefined }).some((v) => v !== undefined);

  const more = async () => {
    if (!nextBefore) return;
    try {
      const page = await loadOlder({ ...filter, before: nextBefore }).unwrap();
      setOlder({ events: [...(older?.events ?? []), ...page.events], nextBefore: page.nextBefore });
    } catch (error) {
      notifyError(error, texts.loadError);
    }
  };
  const open = (key: 'follow' | 'streamId', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  // The type and the time always; the stream, the follow button, the position and the user as the width allows.
  const columns: ResponsiveColumn<LoggedEventResponse>[] = [
    { title: texts.columns.position, key: 'position', dataIndex: 'position', width: 70, priority: 3 },
    { title: texts.columns.recordedAt, key: 'recordedAt', dataIndex: 'recordedAt', width: 150, keep: true, render: (v: string) => formatInstant(v, 'logTimestamp') },
    { title: texts.columns.type, key: 'type', dataIndex: 'type', width: 190, keep: true, render: (v: string) => <Typography.Text strong style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
    {
      title: texts.columns.stream,
      key: 'stream',
      width: 210,
      priority: 1,
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => open('streamId', row.streamId)}>
          {`${row.streamId} (v${row.revision})`}
        </Button>
      ),
    },
    {
      title: texts.columns.user,
      key: 'user',
      width: 110,
      priority: 4,
      render: (_, row) => {
        const user = row.metadata.userId;
        return typeof user === 'string' ? (
          <AntTypography.Text ellipsis={{ tooltip: user }} style={{ maxWidth: 100 }}>
            {user}
          </AntTypography.Text>
        ) : (
          <Typography.Text type="secondary">{texts.system}</Typography.Text>
        );
      },
    },
    {
      title: texts.columns.correlation,
      key: 'correlation',
      width: 140,
      priority: 2,
      render: (_, row) => {
        const id = row.metadata.correlationId;
        return typeof id === 'string' ? (
          <Button size="small" onClick={() => open('follow', id)} aria-label={`${texts.correlation.follow}: ${id}`}>
            {texts.correlation.follow}
          </Button>
        ) : null;
      },
    },
  ];

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1400 }}>
      <PageTitle title={texts.title} lead={texts.lead} />
      <Panel size="small">
        <Flex gap="small" wrap align="center">
          <Select<string>
            allowClear
            showSearch
            placeholder={texts.filters.allCategories}
            aria-label={texts.filters.category}
            value={category}
            onChange={refilter(setCategory)}
            style={{ width: 240, maxWidth: '100%' }}
            options={(categories.data ?? []).map((c) => ({ value: c.category, label: texts.categoryOption(c.category, c.events) }))}
          />
          <Select<string>
            allowClear
            showSearch
            placeholder={texts.filters.allTypes}
            aria-label={texts.filters.type}
            value={type}
            onChange={refilter(setType)}
            style={{ width: 240, maxWidth: '100%' }}
            options={(types.data ?? []).map((t) => ({ value: t, label: t }))}
          />
          <Input allowClear placeholder={texts.filters.userId} aria-label={texts.filters.userId} value={userId} onChange={(e) => refilter(setUserId)(e.target.value)} style={{ width: 200, maxWidth: '100%' }} />
          <Input
            allowClear
            placeholder={texts.filters.correlationId}
            aria-label={texts.filters.correlationId}
            value={correlationFilter}
            onChange={(e) => refilter(setCorrelationFilter)(e.target.value)}
            style={{ width: 200, maxWidth: '100%' }}
          />
          <DatePicker.RangePicker aria-label={texts.filters.period} value={range} onChange={(value) => refilter(setRange)(value && value[0] && value[1] ? [value[0], value[1]] : null)} />
          <Flex align="center" gap={6}>
            <Switch checked={live} onChange={setLive} aria-label={texts.filters.live} />
            <Typography.Text title={texts.filters.liveHint}>{texts.filters.live}</Typography.Text>
          </Flex>
        </Flex>
      </Panel>
      {first.isError ? (
        <LoadFailure title={texts.loadError} error={first.error} onRetry={() => first.refetch()} />
      ) : (
        <Flex vertical gap="small">
          <Typography.Text type="secondary">{texts.count(events.length)}</Typography.Text>
          <ResponsiveTable<LoggedEventResponse>
            rowKey="position"
            size="small"
            columns={columns}
            dataSource={events}
            loading={first.isLoading}
            pagination={false}
            expandable={{ expandedRowRender: (row) => <EventDetails event={row} /> }}
            locale={{ emptyText: filtered ? texts.emptyFiltered : texts.empty }}
          />
          {events.length > 0 &&
            (nextBefore ? (
              <Button onClick={more} loading={olderQuery.isFetching} style={{ alignSelf: 'center' }}>
                {texts.loadMore}
              </Button>
            ) : (
              <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
                {texts.end}
              </Typography.Text>
            ))}
        </Flex>
      )}
      {openCorrelation && <CorrelationDrawer correlationId={openCorrelation} onClose={() => open('follow', null)} />}
      {openStream && <StreamDrawer streamId={openStream} onClose={() => open('streamId', null)} />}
    </Flex>
  );
}
