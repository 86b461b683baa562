import { LinkOutlined, PlusOutlined, RobotOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { CoachOnBoardButton } from '../../../shared/board-workspace';

interface QuickActionsProps {
  team: { id: string; name: string };
  onNewEntry: () => void;
  onLinkMember: () => void;
}

/** Shortcuts beside the board: a new entry at the centre, linking an existing member, or the AI coach on this team's boards. */
export function QuickActions({ team, onNewEntry, onLinkMember }: QuickActionsProps) {
  return (
    <Panel title={m.quickActions.title} size="small">
      <Flex vertical gap="small">
        <Button type="primary" icon={<PlusOutlined />} block onClick={onNewEntry}>
          {m.quickActions.newEntry}
        </Button>
        <Button icon={<LinkOutlined />} block onClick={onLinkMember}>
          {m.quickActions.linkMember}
        </Button>
        <CoachOnBoardButton board={{ source: 'ms-board', teamId: team.id }} topic={m.quickActions.aiCoachingTopic(team.name)} icon={<RobotOutlined />} block>
          {m.quickActions.aiCoaching}
        </CoachOnBoardButton>
      </Flex>
    </Panel>
  );
}
