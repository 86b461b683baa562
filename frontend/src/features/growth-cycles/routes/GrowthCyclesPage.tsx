import { Flex, Tabs } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useSearchParams } from 'react-router';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { CommunityTab } from '../components/CommunityTab';
import { MyCyclesTab } from '../components/MyCyclesTab';
import { LeaderboardTab } from '../components/points/LeaderboardTab';
import { PointsBadge } from '../components/points/PointsBadge';

/**
 * /community/pffr: growth cycles (spec part 2 §2). Tabs: my cycles (with the points history and
 * the buddy shop), community, leaderboard; the points badge beside the title.
 */
const TABS = ['mine', 'community', 'leaderboard'] as const;

export default function GrowthCyclesPage() {
  // The open tab is in the address (`?tab=community`), so a tab can be linked to and survives a reload.
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'mine';
  const { user } = useCurrentUser();
  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="flex-start" wrap gap="middle">
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {m.title}
          </Typography.Title>
          <Typography.Text type="secondary">{m.intro}</Typography.Text>
        </div>
        <PointsBadge />
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'mine' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'mine', label: m.tabs.mine, children: <MyCyclesTab /> },
          { key: 'community', label: m.tabs.community, children: <CommunityTab /> },
          { key: 'leaderboard', label: m.tabs.leaderboard, children: <LeaderboardTab currentUserId={user?.id} /> },
        ]}
      />
    </Flex>
  );
}
