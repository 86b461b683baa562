import { CalendarOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Col, Row, theme } from 'antd';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { DashboardSummaryResponse } from '../../../shared/api/generated/api';
import { brand } from '../../../shared/ui/brand-tokens';
import { StatCard } from '../../../shared/ui/StatCard';

const texts = dashboardTexts.summary;

/**
 * The dashboard's figures, all from `GET /api/dashboard/summary`. Journal and learning figures
 * are left out until those modules exist (docs/modules/dashboard.md).
 */
export function SummaryCards({ summary, loading }: { summary: DashboardSummaryResponse | undefined; loading: boolean }) {
  const { token } = theme.useToken();
  const cards = [
    { key: 'joinedTeams', ...texts.joinedTeams, value: summary?.joinedTeams, icon: <TeamOutlined />, color: token.colorPrimary },
    { key: 'managedMembers', ...texts.managedMembers, value: summary?.managedMembers, icon: <UserOutlined />, color: token.colorSuccess },
    { key: 'sessionsThisMonth', ...texts.sessionsThisMonth, value: summary?.sessionsThisMonth, icon: <CalendarOutlined />, color: brand.accent },
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
