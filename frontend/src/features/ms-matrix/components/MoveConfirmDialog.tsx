import { Descriptions, Flex, Modal } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { levelsAt } from '@pivot/rules';
import type { PendingMove } from './MsMatrixBoard';

interface MoveConfirmDialogProps {
  pendingMove: PendingMove | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Change position? It is recorded as a growth trail' (spec part 1 §4 "MS matrix dragging"). */
export function MoveConfirmDialog({ pendingMove, onConfirm, onCancel }: MoveConfirmDialogProps) {
  const to = pendingMove ? levelsAt(pendingMove.to) : null;
  return (
    <Modal
      open={pendingMove !== null}
      title={m.move.title}
      okText={m.move.ok}
      cancelText={m.move.cancel}
      onOk={onConfirm}
      onCancel={onCancel}
      width={440}
      centered
    >
      {pendingMove && to && (
        <Flex vertical gap="middle">
          <Typography.Paragraph strong style={{ marginBottom: 0 }}>
            {m.move.text}
          </Typography.Paragraph>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'name', label: m.side.membersTitle, children: pendingMove.entry.memberName },
              { key: 'before', label: m.move.before, children: m.board.levels(pendingMove.entry.skillLevel, pendingMove.entry.mindsetLevel) },
              {
                key: 'after',
                label: m.move.after,
                children: <Typography.Text strong>{m.board.levels(to.skillLevel, to.mindsetLevel)}</Typography.Text>,
              },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}
