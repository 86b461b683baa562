import { CalendarOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { DashboardSummaryResponse } from '../../../shared/api/generated/api';
import { StatCard } from '../../../shared/ui/StatCard';

const texts = dashboardTexts.summary;

/**
 * The dashboard's figures, all from `GET /api/dashboard/summary`. Journal and learning figures
 * are left out until those modules exist (docs/modules/dashboard.md).
 */
export function SummaryCards({ summary, loading }: { summary: DashboardSummaryResponse | undefined; loading: boolean }) {
  const cards = [
    { key: 'joinedTeams', ...texts.joinedTeams, value: summary?.joinedTeams, icon: <TeamOutlined />, color: '#3B82F6' },
    { key: 'managedMembers', ...texts.managedMembers, value: summary?.managedMembers, icon: <UserOutlined />, color: '#10B981' },
    { key: 'sessionsThisMonth', ...texts.sessionsThisMonth, value: summary?.sessionsThisMonth, icon: <CalendarOutlined />, color: '#F59E0B' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ key, ...card }) => (
        <Col key={key} xs={24} md={8}>
          <StatCard {...card} loading={loading} />
        </Col>
      ))}
    </Row>
  );
}
