import { Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { membersTexts } from '../../../locales/ja-JP/members';
import { usePositionsDeletePositionMutation, usePositionsListPositionsQuery, type PositionResponse } from '../../../shared/api/generated/positions';
import { TeamListSection } from './TeamListSection';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';

const PositionDialog = lazyDialog(() => import('./PositionDialog').then((m) => m.PositionDialog));

const texts = membersTexts.positions;

/** The team's positions, highest level first (as the server orders them). */
export function PositionsSection({ teamId, canManage, showIds }: { teamId: string; canManage: boolean; showIds: boolean }) {
  const positions = usePositionsListPositionsQuery({ teamId });
  const [deletePosition] = usePositionsDeletePositionMutation();
  return (
    <TeamListSection<PositionResponse>
      texts={texts}
      list={positions}
      canManage={canManage}
      showIds={showIds}
      columns={[
        { key: 'name', title: texts.name, dataIndex: 'name', width: 160, keep: true, render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
        { key: 'level', title: texts.level, dataIndex: 'level', width: 100, priority: 1, render: (level: number) => <Tag color="processing">{texts.levelValue(level)}</Tag> },
      ]}
      remove={(position) => deletePosition({ id: position.id, 'If-Match': String(position.revision) }).unwrap()}
      dialog={(position, onClose) => <PositionDialog teamId={teamId} position={position} onClose={onClose} />}
    />
  );
}
