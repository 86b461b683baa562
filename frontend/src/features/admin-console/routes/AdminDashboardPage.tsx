import { Col, Flex, Row } from 'antd';
import { useLocation } from 'react-router';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { AdminActionsList } from '../components/AdminActionsList';
import { AdminGate } from '../components/AdminGate';
import { AdminHubLinks } from '../components/AdminHubLinks';
import { DiagramCard } from '../components/DiagramCard';
import { StatisticsPanel } from '../components/StatisticsPanel';
import { PageTitle } from '../../../shared/ui/PageTitle';

const texts = adminConsoleTexts.dashboard;

/**
 * The admin dashboard (`/community/admin-dashboard`, and `/admin-dashboard` from the top bar's
 * toggle): the hub of the admin screens, the ER diagram with its sync, statistics counted from the
 * database and the console's recent actions. Others see the restricted card.
 */
export default function AdminDashboardPage() {
  // At /admin-dashboard the page has no community frame around it: it brings its own margins (the rows' gutters reach past their box).
  const outsideCommunity = !useLocation().pathname.startsWith('/community');
  const narrow = useNarrowScreen();
  return (
    <div style={outsideCommunity ? { padding: narrow ? 16 : 24 } : undefined}>
      <AdminGate>
        <Dashboard />
      </AdminGate>
    </div>
  );
}

function Dashboard() {
  const { user } = useCurrentUser();
  return (
    <Flex vertical gap="large" style={{ maxWidth: 1600 }}>
      <PageTitle title={texts.title} lead={texts.lead} />
      <AdminHubLinks isAdmin={user?.isAdmin === true} />
      <StatisticsPanel />
      <DiagramCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <AdminActionsList />
        </Col>
      </Row>
    </Flex>
  );
}
