import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal } from 'antd';
import { forumTexts } from '../../../locales/ja-JP/forum';

const texts = forumTexts.own;

/**
 * The author's menu on their own post or reply: 編集 and 削除, the deletion behind a confirmation
 * that names what goes. Shown only to the author; the server refuses anyone else anyway.
 */
export function OwnTextMenu({
  confirmTitle,
  confirmText,
  onEdit,
  onDelete,
  size,
}: {
  confirmTitle: string;
  confirmText: string;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  size?: 'small' | 'middle';
}) {
  const [modal, contextHolder] = Modal.useModal();
  const askToDelete = () =>
    modal.confirm({
      title: confirmTitle,
      content: confirmText,
      okText: texts.delete,
      cancelText: texts.cancel,
      okButtonProps: { danger: true },
      onOk: onDelete,
    });
  return (
    <>
      {contextHolder}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'edit', icon: <EditOutlined />, label: texts.edit, onClick: onEdit },
            { key: 'delete', icon: <DeleteOutlined />, label: texts.delete, danger: true, onClick: askToDelete },
          ],
        }}
      >
        <Button size={size} type="text" icon={<MoreOutlined />} aria-label={texts.menu} />
      </Dropdown>
    </>
  );
}
