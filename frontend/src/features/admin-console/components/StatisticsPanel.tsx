import { ApartmentOutlined, DatabaseOutlined, DeploymentUnitOutlined, HistoryOutlined, TableOutlined, TeamOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useAdminGetStatisticsQuery } from '../../../shared/api/generated/admin';
import { brand } from '../../../shared/ui/brand-tokens';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { StatCard } from '../../../shared/ui/StatCard';
import { BarChart, DayColumns } from './BarChart';
import { formatInstant } from '../../../shared/lib/datetime';

const texts = adminConsoleTexts.stats;
const TOP = 10;

/** The statistics counted from the database when the screen asks: figure cards and three charts. */
export function StatisticsPanel() {
  const { data, isLoading, isError, error, refetch } = useAdminGetStatisticsQuery();
  if (isError) return <LoadFailure title={texts.loadError} error={error} onRetry={refetch} />;
  const cards = [
    { key: 'tables', ...texts.tables, value: data?.tables, icon: <TableOutlined />, color: brand.primary },
    { key: 'rows', ...texts.rows, value: data?.totalRows, icon: <DatabaseOutlined />, color: '#0891B2' },
    { key: 'events', ...texts.events, hint: texts.events.hint(data?.streams ?? 0), value: data?.events, icon: <HistoryOutlined />, color: brand.accent },
    {
      key: 'projections',
      ...texts.projections,
      hint: texts.projections.hint(data?.reactors ?? 0, data?.failingConsumers ?? 0),
      value: data?.projections,
      icon: <DeploymentUnitOutlined />,
      color: '#7C3AED',
    },
    { key: 'users', ...texts.users, value: data?.users, icon: <TeamOutlined />, color: '#059669' },
    { key: 'migrations', ...texts.migrations, hint: texts.migrations.hint(data?.migrationsPending ?? 0), value: data?.migrationsExecuted, icon: <ApartmentOutlined />, color: '#D97706' },
  ];
  return (
    <section aria-labelledby="admin-stats-title">
      <Typography.Title level={4} id="admin-stats-title" style={{ marginTop: 0 }}>
        {texts.title}
        {data && (
          <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 400, marginLeft: 12 }}>
            {texts.computedAt(formatInstant(data.computedAt, 'dateTime'))}・{texts.size((data.databaseBytes / 1024 / 1024).toFixed(1))}
          </Typography.Text>
        )}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} sm={12} md={8} xxl={4}>
            <StatCard title={card.title} value={card.value} unit={card.unit} hint={card.hint} icon={card.icon} color={card.color} loading={isLoading} />
          </Col>
        ))}
      </Row>
      {data && (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Col xs={24} xl={8}>
            <Panel title={texts.eventsPerDay} size="small" style={{ height: '100%' }}>
              <DayColumns days={data.eventsPerDay} label={texts.eventsPerDay} describe={texts.dayCount} />
            </Panel>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Panel title={texts.topTables} size="small" style={{ height: '100%' }}>
              <BarChart
                label={texts.topTables}
                bars={data.tableRows.slice(0, TOP).map((t) => ({ label: t.name, value: t.rows, title: `${t.name}: ${t.rows}` }))}
              />
            </Panel>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <Panel title={texts.eventTypes} size="small" style={{ height: '100%' }}>
              <BarChart
                label={texts.eventTypes}
                color={brand.accent}
                bars={data.eventTypes.slice(0, TOP).map((t) => ({ label: t.type, value: t.count, title: `${t.type}: ${t.count}` }))}
              />
            </Panel>
          </Col>
        </Row>
      )}
    </section>
  );
}
