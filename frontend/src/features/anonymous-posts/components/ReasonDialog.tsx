import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { anonymousPostsTexts } from '../../../locales/ja-JP/anonymous-posts';

const REASON_MAX = 500;

/** Asks for a reason (a report, a moderator's hiding or restoring) and hands it to `onSubmit`. */
export function ReasonDialog({
  title,
  lead,
  placeholder,
  okText,
  loading,
  onSubmit,
  onClose,
}: {
  title: string;
  lead: string;
  placeholder: string;
  okText: string;
  loading: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={anonymousPostsTexts.cancel}
      okButtonProps={{ disabled: reason.trim().length === 0 }}
      confirmLoading={loading}
      onOk={() => onSubmit(reason)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{lead}</Typography.Paragraph>
      <Input.TextArea
        aria-label={anonymousPostsTexts.reportReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REASON_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={placeholder}
      />
    </Modal>
  );
}
