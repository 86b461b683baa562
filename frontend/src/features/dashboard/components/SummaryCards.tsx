import { BookOutlined, CalendarOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Col, Row, theme } from 'antd';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { DashboardSummaryResponse } from '../../../shared/api/generated/dashboard';
import { brand } from '../../../shared/ui/brand-tokens';
import { StatCard } from '../../../shared/ui/StatCard';

const texts = dashboardTexts.summary;

/**
 * The dashboard's figures: `GET /api/dashboard/summary`, and the journal entry count from
 * `GET /api/journal`. The learning figure is left out until that module exists (docs/modules/dashboard.md).
 */
export function SummaryCards({ summary, loading, journalCount }: { summary: DashboardSummaryResponse | undefined; loading: boolean; journalCount: number | undefined }) {
  const { token } = theme.useToken();
  const cards = [
    { key: 'joinedTeams', ...texts.joinedTeams, value: summary?.joinedTeams, icon: <TeamOutlined />, color: token.colorPrimary },
    { key: 'managedMembers', ...texts.managedMembers, value: summary?.managedMembers, icon: <UserOutlined />, color: token.colorSuccess },
    { key: 'sessionsThisMonth', ...texts.sessionsThisMonth, value: summary?.sessionsThisMonth, icon: <CalendarOutlined />, color: brand.accent },
    { key: 'journalEntries', ...texts.journalEntries, value: journalCount, icon: <BookOutlined />, color: token.colorWarning },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ key, ...card }) => (
        <Col key={key} xs={24} sm={12} xl={6}>
          <StatCard {...card} loading={loading} />
        </Col>
      ))}
    </Row>
  );
}
