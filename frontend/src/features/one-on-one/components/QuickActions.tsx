import { LinkOutlined, PlusOutlined, RobotOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { LinkButton } from '../../../shared/ui/LinkButton';

interface QuickActionsProps {
  onNewEntry: () => void;
  onLinkMember: () => void;
}

/** Shortcuts beside the board: a new entry at the centre, linking an existing member, or the AI coach. */
export function QuickActions({ onNewEntry, onLinkMember }: QuickActionsProps) {
  return (
    <Card title={m.quickActions.title} size="small">
      <Flex vertical gap="small">
        <Button type="primary" icon={<PlusOutlined />} block onClick={onNewEntry}>
          {m.quickActions.newEntry}
        </Button>
        <Button icon={<LinkOutlined />} block onClick={onLinkMember}>
          {m.quickActions.linkMember}
        </Button>
        <LinkButton to="/community/ai-coach" icon={<RobotOutlined />} block>
          {m.quickActions.aiCoaching}
        </LinkButton>
      </Flex>
    </Card>
  );
}
