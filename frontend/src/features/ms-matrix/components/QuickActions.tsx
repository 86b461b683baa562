import { ApartmentOutlined, LinkOutlined, NodeIndexOutlined, RobotOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { memo } from 'react';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { CoachOnBoardButton } from '../../../shared/board-workspace';

interface QuickActionsProps {
  canEdit: boolean;
  showTrail: boolean;
  onShowTrail: () => void;
  onAddMember: () => void;
  onLinkMember: () => void;
  onManageDepartments: () => void;
  teamId: string;
  /** The AI coach's topic for this board ('run AI analysis'). */
  analysisTopic: string;
}

/**
 * The side panel's quick actions (spec part 1 §2). 'Run AI analysis' starts an AI coaching session
 * on this board and opens the coach with its analysis (decision 0076); 'share to community' is
 * left out until the forum exists (decision 0010).
 */
export const QuickActions = memo(function QuickActions({ canEdit, showTrail, onShowTrail, onAddMember, onLinkMember, onManageDepartments, teamId, analysisTopic }: QuickActionsProps) {
  return (
    <Panel size="small" title={m.side.quickActions}>
      <Flex vertical gap="small">
        <Button block icon={<NodeIndexOutlined />} onClick={onShowTrail} disabled={showTrail}>
          {m.side.showTrail}
        </Button>
        <CoachOnBoardButton block icon={<RobotOutlined />} board={{ source: 'ms-board', teamId }} topic={analysisTopic}>
          {m.side.aiAnalysis}
        </CoachOnBoardButton>
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
    </Panel>
  );
});
