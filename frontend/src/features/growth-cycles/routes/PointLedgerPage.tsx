import { DownloadOutlined, FallOutlined, RiseOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Flex, Grid, Row, Select, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { pointsTexts } from '../../../locales/ja-JP/points';
import { fetchFile } from '../../../shared/api/fetch-file';
import { usePointsGetLedgerQuery, type LedgerTransactionResponse, type PointsGetLedgerApiArg } from '../../../shared/api/generated/points';
import { useTeamsListTeamsQuery } from '../../../shared/api/generated/teams';
import { saveBlob } from '../../../shared/lib/download';
import { brand } from '../../../shared/ui/brand-tokens';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { notifyError } from '../../../shared/ui/notify';
import { StatCard } from '../../../shared/ui/StatCard';
import { LedgerTraceDrawer } from '../components/points/LedgerTraceDrawer';
import { ledgerParams } from '../lib/points';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { formatInstant, toApiDate, today } from '../../../shared/lib/datetime';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

const texts = pointsTexts.ledger;
type TransactionType = NonNullable<PointsGetLedgerApiArg['type']>;
const PAGE_SIZE = 50;
const TYPE_COLORS: Record<TransactionType, string> = {
  feedback: 'blue',
  feed_forward: 'cyan',
  goal_completion: 'green',
  shop_purchase: 'orange',
  withheld: 'default',
};

/**
 * HR's point ledger (team_admin, admin): every transaction with its person, type, points, balance
 * after it and description; filtered by person, team, type and period, with totals over every
 * match; exported as CSV; each row traced to its event, cause, command and actor.
 */
export default function PointLedgerPage() {
  const [userId, setUserId] = useState<string | undefined>();
  const [teamId, setTeamId] = useState<string | undefined>();
  const [type, setType] = useState<TransactionType | undefined>();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [page, setPage] = useState(1);
  const [tracing, setTracing] = useState<string | undefined>();
  const [exporting, setExporting] = useState(false);
  // Phones (antd's xs, below 576 px) stack the filters at full width.
  const phone = Grid.useBreakpoint().xs === true;
  const filterWidth = (width: number) => (phone ? '100%' : width);
  const filter = ledgerParams({
    userId,
    teamId,
    type,
    from: range ? toApiDate(range[0]) : undefined,
    to: range ? toApiDate(range[1]) : undefined,
  });
  const ledger = usePointsGetLedgerQuery({ ...filter, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const teams = useTeamsListTeamsQuery();
  const people = new Map<string, string>();
  for (const row of ledger.data?.transactions ?? []) people.set(row.userId, row.userName || row.userId);
  if (userId && !people.has(userId)) people.set(userId, userId);
  const refilter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob } = await fetchFile('/api/pffr/points/ledger/export.csv', filter);
      saveBlob(blob, texts.exportFileName(today()));
    } catch (error) {
      notifyError(error, texts.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  // Who and how much always; when, what, the type, the balance and the trace as the width allows (decision 0101).
  const columns: ResponsiveColumn<LedgerTransactionResponse>[] = [
    { title: texts.columns.occurredAt, key: 'occurredAt', dataIndex: 'occurredAt', width: 150, priority: 1, render: (iso: string) => formatInstant(iso, 'dateTime') },
    {
      title: texts.columns.person,
      key: 'person',
      width: 140,
      keep: true,
      render: (_, row) => (
        <Typography.Link onClick={() => refilter(setUserId)(row.userId)}>{row.userName || row.userId}</Typography.Link>
      ),
    },
    {
      title: texts.columns.type,
      key: 'type',
      dataIndex: 'transactionType',
      width: 130,
      priority: 3,
      render: (value: TransactionType) => <Tag color={TYPE_COLORS[value]}>{texts.types[value]}</Tag>,
    },
    {
      title: texts.columns.points,
      key: 'points',
      dataIndex: 'points',
      width: 80,
      keep: true,
      align: 'right',
      render: (points: number) => (
        <Typography.Text type={points < 0 ? 'danger' : points > 0 ? 'success' : 'secondary'} strong>
          {points > 0 ? `+${points}` : points}
        </Typography.Text>
      ),
    },
    { title: texts.columns.balanceAfter, key: 'balanceAfter', dataIndex: 'balanceAfter', width: 100, priority: 4, align: 'right' },
    {
      title: texts.columns.description,
      key: 'description',
      width: 220,
      priority: 2,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.description}</Typography.Text>
          {row.counterpartName && <Typography.Text type="secondary">{`→ ${row.counterpartName}`}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: texts.columns.trace,
      key: 'trace',
      width: 90,
      priority: 5,
      render: (_, row) => (
        <Button size="small" onClick={() => setTracing(row.eventId)} aria-label={`${texts.trace}: ${row.description}`}>
          {texts.trace}
        </Button>
      ),
    },
  ];

  const totals = ledger.data?.totals;
  return (
    <Flex vertical gap="large" style={{ maxWidth: 1400 }}>
      <PageTitle title={texts.title} lead={texts.lead} />
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title={texts.totals.earned} value={totals?.earned} unit={texts.totals.unitPoints} hint={texts.totals.countHint(totals?.count ?? 0)} icon={<RiseOutlined />} color={brand.success} loading={ledger.isLoading} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title={texts.totals.spent} value={totals?.spent} unit={texts.totals.unitPoints} hint={texts.types.shop_purchase} icon={<FallOutlined />} color={brand.accent} loading={ledger.isLoading} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title={texts.totals.net} value={totals?.net} unit={texts.totals.unitPoints} hint={`${texts.totals.earned} − ${texts.totals.spent}`} icon={<RiseOutlined />} color={brand.primary} loading={ledger.isLoading} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard title={texts.totals.withheld} value={totals?.withheld} unit={texts.totals.unitCount} hint={texts.totals.withheldHint} icon={<StopOutlined />} color={brand.inkMuted} loading={ledger.isLoading} />
        </Col>
      </Row>
      <Panel size="small">
        <Flex wrap gap="middle" align="center" justify="space-between">
          <Flex wrap gap="middle" align="center" style={phone ? { width: '100%' } : undefined}>
            <Select<string>
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={texts.filters.personPlaceholder}
              aria-label={texts.filters.person}
              value={userId}
              onChange={refilter(setUserId)}
              style={{ width: filterWidth(220), maxWidth: '100%' }}
              options={[...people].map(([value, label]) => ({ value, label }))}
            />
            <Select<string>
              allowClear
              placeholder={texts.filters.allTeams}
              aria-label={texts.filters.team}
              value={teamId}
              onChange={refilter(setTeamId)}
              style={{ width: filterWidth(200), maxWidth: '100%' }}
              options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
            />
            <Select<TransactionType>
              allowClear
              placeholder={texts.filters.allTypes}
              aria-label={texts.filters.type}
              value={type}
              onChange={refilter(setType)}
              style={{ width: filterWidth(180), maxWidth: '100%' }}
              options={(Object.keys(texts.types) as TransactionType[]).map((value) => ({ value, label: texts.types[value] }))}
            />
            <DatePicker.RangePicker
              aria-label={texts.filters.period}
              style={phone ? { width: '100%' } : undefined}
              value={range}
              onChange={(value) => refilter(setRange)(value && value[0] && value[1] ? [value[0], value[1]] : null)}
            />
          </Flex>
          <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting}>
            {texts.exportCsv}
          </Button>
        </Flex>
      </Panel>
      {ledger.error ? (
        <LoadFailure title={texts.loadError} error={ledger.error} onRetry={() => ledger.refetch()} />
      ) : (
        <ResponsiveTable<LedgerTransactionResponse>
          rowKey="eventId"
          size="small"
          loading={ledger.isFetching}
          columns={columns}
          dataSource={ledger.data?.transactions ?? []}
          locale={{ emptyText: <EmptyState size="compact" illustration="list" title={texts.empty} description={texts.emptyHint} /> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: totals?.count ?? 0, showSizeChanger: false, onChange: setPage }}
        />
      )}
      <LedgerTraceDrawer eventId={tracing} onClose={() => setTracing(undefined)} />
    </Flex>
  );
}
