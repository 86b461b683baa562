import { DatabaseOutlined, ExclamationCircleOutlined, SyncOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Badge, Button, Col, Flex, Popconfirm, Row, Tag, Tooltip, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Link } from 'react-router';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useProjectionsAdminListQuery, useProjectionsAdminRebuildAllMutation, useProjectionsAdminRebuildMutation, type ProjectionStatusDto } from '../../../shared/api/generated/projections-admin';
import { brand } from '../../../shared/ui/brand-tokens';
import { notifySuccess } from '../../../shared/ui/notify';
import { StatCard } from '../../../shared/ui/StatCard';
import { DatabaseAlarm } from '../components/DatabaseAlarm';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { ParkedEvents } from '../components/ParkedEvents';
import { RebuildCell } from '../components/RebuildCell';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';
import '../write-failures';

const texts = adminConsoleTexts.projections;
const STATE_COLOR = { running: 'green', catching_up: 'blue', rebuilding: 'purple', failed: 'red', stopped: 'default' } as const;
/** Polls fast while a rebuild runs (the progress bar), slowly otherwise (lag and pace). */
const FAST_POLL_MS = 700;
const SLOW_POLL_MS = 5000;

function underWay(p: ProjectionStatusDto): boolean {
  return p.rebuild.state === 'queued' || p.rebuild.state === 'rebuilding';
}

/**
 * Every projection and reactor (admins only): state, position, lag in events and seconds, pace,
 * the last error and the event behind it, parked events with retry and skip, and rebuilds (one at
 * a time) with a live progress bar and the time left.
 */
export default function ProjectionsPage() {
  const probe = useProjectionsAdminListQuery(undefined, { pollingInterval: SLOW_POLL_MS });
  const busy = probe.data?.some(underWay) ?? false;
  const list = useProjectionsAdminListQuery(undefined, { pollingInterval: busy ? FAST_POLL_MS : SLOW_POLL_MS, skipPollingIfUnfocused: true });
  const [rebuild, { isLoading: starting }] = useProjectionsAdminRebuildMutation();
  const [rebuildAll, { isLoading: startingAll }] = useProjectionsAdminRebuildAllMutation();
  const rows = list.data ?? [];

  const start = async (run: () => Promise<unknown>) => {
    try {
      await run();
      notifySuccess(texts.rebuildStarted);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  // What an admin acts on first: the name and state, the button, the lag, the last error, the rebuild; the rest as the width allows.
  const columns: ResponsiveColumn<ProjectionStatusDto>[] = [
    {
      title: texts.columns.name,
      key: 'name',
      width: 200,
      keep: true,
      render: (_, row) => (
        <Flex vertical gap={2} align="start">
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {row.name}
          </Typography.Text>
          <Flex gap={4} align="center" wrap>
            <Tag color={STATE_COLOR[row.state]} style={{ marginInlineEnd: 0 }}>
              {texts.state[row.state]}
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {texts.kind[row.kind]}
            </Typography.Text>
            {row.kind === 'projection' && (
              <Typography.Text type={row.builtVersion === row.version ? 'secondary' : 'warning'} style={{ fontSize: 12 }}>
                {row.builtVersion === row.version ? texts.version(row.version) : texts.versionRebuilding(row.builtVersion, row.version)}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    {
      title: texts.columns.position,
      key: 'position',
      width: 100,
      priority: 5,
      render: (_, row) => <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{`${row.position} / ${row.headPosition}`}</Typography.Text>,
    },
    {
      title: texts.columns.lag,
      key: 'lag',
      width: 110,
      priority: 2,
      render: (_, row) => (
        <Flex vertical gap={0}>
          <Typography.Text type={row.lag > 0 ? 'warning' : undefined}>{`${texts.lagEvents(row.lag)}・${texts.lagSeconds(row.lagSeconds)}`}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {texts.pace(row.eventsPerSecond)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: texts.columns.parked,
      key: 'parked',
      width: 60,
      priority: 6,
      render: (_, row) => (row.parkedCount > 0 ? <Badge count={row.parkedCount} overflowCount={999} /> : <Typography.Text type="secondary">0</Typography.Text>),
    },
    {
      title: texts.columns.lastError,
      key: 'lastError',
      width: 190,
      priority: 3,
      render: (_, row) =>
        row.lastError ? (
          <Flex vertical gap={2}>
            {row.failedType && row.failedPosition && <Typography.Text code>{texts.failedEvent(row.failedType, row.failedPosition)}</Typography.Text>}
            <AntTypography.Paragraph type="danger" style={{ margin: 0, fontSize: 12 }} ellipsis={{ rows: 2, expandable: 'collapsible' }}>
              {row.lastError}
            </AntTypography.Paragraph>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{texts.none}</Typography.Text>
        ),
    },
    { title: texts.columns.rebuild, key: 'rebuild', width: 200, priority: 4, render: (_, row) => (row.kind === 'reactor' ? <Typography.Text type="secondary">—</Typography.Text> : <RebuildCell rebuild={row.rebuild} />) },
    {
      title: texts.columns.actions,
      key: 'actions',
      width: 100,
      priority: 1,
      render: (_, row) =>
        row.kind === 'reactor' ? (
          <Tooltip title={texts.reactorNotRebuildable}>
            <Button size="small" disabled>
              {texts.rebuild}
            </Button>
          </Tooltip>
        ) : (
          <Popconfirm
            title={texts.rebuildConfirm(row.name)}
            okText={texts.ok}
            cancelText={texts.cancel}
            onConfirm={() => start(() => rebuild({ name: row.name }).unwrap())}
            disabled={busy}
          >
            <Tooltip title={busy ? texts.busy : undefined}>
              <Button size="small" icon={<SyncOutlined />} disabled={busy} loading={starting} aria-label={`${texts.rebuild}: ${row.name}`}>
                {texts.rebuild}
              </Button>
            </Tooltip>
          </Popconfirm>
        ),
    },
  ];

  const parkedTotal = rows.reduce((n, p) => n + p.parkedCount, 0);
  return (
    <Flex vertical gap="large" style={{ maxWidth: 1400 }}>
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <PageTitle title={texts.title} lead={texts.lead} style={{ flex: '1 1 420px' }} />
        <Flex gap="small">
          <Link to="/community/admin/event-log">
            <Button>{texts.toEventLog}</Button>
          </Link>
          <Popconfirm title={texts.rebuildAllConfirm} okText={texts.ok} cancelText={texts.cancel} onConfirm={() => start(() => rebuildAll().unwrap())} disabled={busy}>
            <Button type="primary" icon={<SyncOutlined />} disabled={busy} loading={startingAll}>
              {texts.rebuildAll}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
      <DatabaseAlarm />
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <StatCard title={texts.summary.total} value={list.data?.length} unit="" hint={texts.kind.projection} icon={<DatabaseOutlined />} color={brand.primary} loading={list.isLoading} />
        </Col>
        <Col xs={12} md={6}>
          <StatCard
            title={texts.summary.running}
            value={list.data?.filter((p) => p.state === 'running' || p.state === 'catching_up').length}
            unit=""
            hint={texts.state.running}
            icon={<ThunderboltOutlined />}
            color={brand.success}
            loading={list.isLoading}
          />
        </Col>
        <Col xs={12} md={6}>
          <StatCard title={texts.summary.parked} value={list.data ? parkedTotal : undefined} unit="" hint={texts.columns.parked} icon={<ExclamationCircleOutlined />} color={brand.warning} loading={list.isLoading} />
        </Col>
        <Col xs={12} md={6}>
          <StatCard title={texts.summary.rebuilding} value={list.data?.filter(underWay).length} unit="" hint={texts.columns.rebuild} icon={<SyncOutlined />} color={brand.accent} loading={list.isLoading} />
        </Col>
      </Row>
      {list.isError ? (
        <LoadFailure title={texts.loadError} error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <ResponsiveTable<ProjectionStatusDto>
          rowKey="name"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isLoading}
          pagination={false}
          expandable={{
            expandedRowRender: (row) => <ParkedEvents name={row.name} />,
            rowExpandable: (row) => row.parkedCount > 0 || row.lastError !== null,
          }}
        />
      )}
    </Flex>
  );
}
