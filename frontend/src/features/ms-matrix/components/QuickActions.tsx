import { ApartmentOutlined, LinkOutlined, NodeIndexOutlined, RobotOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { memo } from 'react';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { LinkButton } from '../../../shared/ui/LinkButton';

interface QuickActionsProps {
  canEdit: boolean;
  showTrail: boolean;
  onShowTrail: () => void;
  onAddMember: () => void;
  onLinkMember: () => void;
  onManageDepartments: () => void;
  /** The AI coach's topic for this board ('run AI analysis'). */
  analysisTopic: string;
}

/**
 * The side panel's quick actions (spec part 1 §2). 'Run AI analysis' opens the AI coach with this
 * board as the topic; 'share to community' is left out until the forum exists (decision 0010).
 */
export const QuickActions = memo(function QuickActions({ canEdit, showTrail, onShowTrail, onAddMember, onLinkMember, onManageDepartments, analysisTopic }: QuickActionsProps) {
  return (
    <Card size="small" title={m.side.quickActions}>
      <Flex vertical gap="small">
        <Button block icon={<NodeIndexOutlined />} onClick={onShowTrail} disabled={showTrail}>
          {m.side.showTrail}
        </Button>
        <LinkButton block icon={<RobotOutlined />} to={`/community/ai-coach?topic=${encodeURIComponent(analysisTopic)}`}>
          {m.side.aiAnalysis}
        </LinkButton>
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
