import { ApartmentOutlined, LinkOutlined, NodeIndexOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { memo } from 'react';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';

interface QuickActionsProps {
  canEdit: boolean;
  showTrail: boolean;
  onShowTrail: () => void;
  onAddMember: () => void;
  onLinkMember: () => void;
  onManageDepartments: () => void;
}

/**
 * The side panel's quick actions (spec part 1 §2). 'Share to community' and 'run AI analysis' are
 * left out until those modules exist (decision 0010).
 */
export const QuickActions = memo(function QuickActions({ canEdit, showTrail, onShowTrail, onAddMember, onLinkMember, onManageDepartments }: QuickActionsProps) {
  return (
    <Card size="small" title={m.side.quickActions}>
      <Flex vertical gap="small">
        <Button block icon={<NodeIndexOutlined />} onClick={onShowTrail} disabled={showTrail}>
          {m.side.showTrail}
        </Button>
        {canEdit && (
          <>
            <Button block type="primary" icon={<UserAddOutlined />} onClick={onAddMember}>
              {m.side.addMember}
            </Button>
            <Button block icon={<LinkOutlined />} onClick={onLinkMember}>
              {m.side.linkMember}
            </Button>
            <Button block icon={<ApartmentOutlined />} onClick={onManageDepartments}>
              {m.side.manageDepartments}
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
});
