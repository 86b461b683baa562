import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { membersTexts } from '../../../locales/ja-JP/members';

const texts = membersTexts.common;

interface RowActionsProps {
  /** Names the row for screen readers, e.g. the member's name. */
  label: string;
  confirmTitle: string;
  confirmText: string;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}

/** Edit and delete (after a confirmation, spec part 2 §4) for one row of a list. */
export function RowActions({ label, confirmTitle, confirmText, onEdit, onDelete }: RowActionsProps) {
  return (
    <Space size={0}>
      <Button type="text" icon={<EditOutlined />} aria-label={`${label}を${texts.edit}`} onClick={onEdit} />
      <Popconfirm
        title={confirmTitle}
        description={confirmText}
        okText={texts.deleteOk}
        cancelText={texts.cancel}
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${label}を${texts.delete}`} />
      </Popconfirm>
    </Space>
  );
}
