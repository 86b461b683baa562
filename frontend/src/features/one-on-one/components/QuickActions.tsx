import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';

interface QuickActionsProps {
  onNewEntry: () => void;
  onLinkMember: () => void;
}

/** Shortcuts beside the board: a new entry at the centre, or linking an existing member. */
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
      </Flex>
    </Card>
  );
}
