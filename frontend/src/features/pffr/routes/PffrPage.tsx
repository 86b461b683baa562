import { Flex, Tabs, Typography } from 'antd';
import { pffrMessages as m } from '../../../locales/ja-JP/pffr';
import { CommunityTab } from '../components/CommunityTab';
import { MyCyclesTab } from '../components/MyCyclesTab';

/**
 * /community/pffr: growth cycles (spec part 2 §2). Tabs: my cycles, community, leaderboard.
 *
 * MERGE (issue 13, points half): the points module provides `PointsBadge` (header, beside the
 * title) and `LeaderboardTab` (the leaderboard tab's content) in `components/points/`; until they
 * are wired in, both spots render nothing.
 */
export default function PffrPage() {
  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="flex-start" wrap gap="middle">
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {m.title}
          </Typography.Title>
          <Typography.Text type="secondary">{m.intro}</Typography.Text>
        </div>
        {/* MERGE: <PointsBadge /> */}
      </Flex>
      <Tabs
        defaultActiveKey="mine"
        destroyOnHidden
        items={[
          { key: 'mine', label: m.tabs.mine, children: <MyCyclesTab /> },
          { key: 'community', label: m.tabs.community, children: <CommunityTab /> },
          // MERGE: children: <LeaderboardTab />
          { key: 'leaderboard', label: m.tabs.leaderboard, children: null },
        ]}
      />
    </Flex>
  );
}
