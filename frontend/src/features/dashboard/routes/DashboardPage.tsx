import { Col, Flex, Row } from 'antd';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import { useDashboardGetFirstScreenQuery } from '../../../shared/api/generated/dashboard';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { DashboardHeader } from '../components/DashboardHeader';
import { LearningProgressCard } from '../components/LearningProgressCard';
import { OneOnOneCadenceCard } from '../components/OneOnOneCadenceCard';
import { QuickActions } from '../components/QuickActions';
import { RecentJournal } from '../components/RecentJournal';
import { SummaryCards } from '../components/SummaryCards';
import { TeamMovementCard } from '../components/TeamMovementCard';
import { UpcomingSessions } from '../components/UpcomingSessions';
import { FirstLoginWelcome } from '../components/FirstLoginWelcome';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

/**
 * The community dashboard (spec part 1 §2 "Community dashboard"): the figures, the team's MS
 * movement and the 1on1 cadence, upcoming 1on1s and shortcuts, with the first-login welcome dialog.
 */
export default function DashboardPage() {
  const { user } = useCurrentUser();
  // Everything but the team's movement in one answer (GET /api/dashboard/first-screen); the
  // movement card asks for its team's figures side by side with it.
  const firstScreen = useDashboardGetFirstScreenQuery();
  const data = firstScreen.data;
  // The community layout only renders its pages for a signed-in user.
  if (!user) return null;

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1200 }}>
      <DashboardHeader user={user} />
      {firstScreen.isError ? (
        <LoadFailure title={dashboardTexts.summary.loadError} error={firstScreen.error} onRetry={() => firstScreen.refetch()} />
      ) : (
        <SummaryCards summary={data?.summary} loading={firstScreen.isLoading} journalCount={data?.journal.total} />
      )}
      {/* Two columns on wide screens: the team's movement and the shortcuts; the 1on1 rhythm and what comes next. */}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Flex vertical gap="middle">
            <TeamMovementCard />
            <QuickActions />
            {!firstScreen.isError && <LearningProgressCard summary={data?.learning} isLoading={firstScreen.isLoading} />}
            <RecentJournal entries={data?.journal.latest} loading={firstScreen.isLoading} />
          </Flex>
        </Col>
        {!firstScreen.isError && (
          <Col xs={24} xl={12}>
            <Flex vertical gap="middle">
              <OneOnOneCadenceCard summary={data?.summary} loading={firstScreen.isLoading} />
              <UpcomingSessions sessions={data?.summary.upcomingSessions} loading={firstScreen.isLoading} />
            </Flex>
          </Col>
        )}
      </Row>
      <FirstLoginWelcome user={user} />
    </Flex>
  );
}
