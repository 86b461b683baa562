import { Input, Modal } from 'antd';
import { useState } from 'react';
import { MODERATION_LIMITS } from '@pivot/rules';
import { Typography } from './Typography';

/**
 * Asks for a reason (a report, a moderator's hiding or restoring) and hands it to `onSubmit`.
 * The server checks the reason again (1–500 characters, platform/domain/moderation.ts).
 */
export function ReasonDialog({
  title,
  lead,
  label,
  placeholder,
  okText,
  cancelText,
  loading,
  onSubmit,
  onClose,
}: {
  title: string;
  lead: string;
  label: string;
  placeholder: string;
  okText: string;
  cancelText: string;
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
      cancelText={cancelText}
      okButtonProps={{ disabled: reason.trim().length === 0 }}
      confirmLoading={loading}
      onOk={() => onSubmit(reason)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{lead}</Typography.Paragraph>
      <Input.TextArea
        aria-label={label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={MODERATION_LIMITS.reason.max}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={placeholder}
      />
    </Modal>
  );
}
