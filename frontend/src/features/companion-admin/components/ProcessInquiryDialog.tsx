import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { COMPANION_LIMITS } from '@pivot/rules';
import { companionAdminTexts } from '../../../locales/ja-JP/companion-admin';
import { useCompanionAdminProcessMutation, type InquiryResponse } from '../../../shared/api/generated/api';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';

const texts = companionAdminTexts.inquiries;

/** Marks an inquiry processed with a note of what was done, on the revision the admin saw (If-Match). */
export function ProcessInquiryDialog({ inquiry, onClose }: { inquiry: InquiryResponse; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [process, { isLoading }] = useCompanionAdminProcessMutation();

  const submit = async () => {
    try {
      await process({ id: inquiry.id, 'If-Match': String(inquiry.revision), processInquiryRequest: { note } }).unwrap();
      notifySuccess(texts.processed);
      onClose();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Modal
      open
      title={texts.processTitle}
      okText={texts.processOk}
      cancelText={texts.processCancel}
      confirmLoading={isLoading}
      onOk={submit}
      onCancel={onClose}
      width={500}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{texts.processLead(inquiry.companyName)}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={texts.note} htmlFor="inquiry-note">
          <Input.TextArea
            id="inquiry-note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={COMPANION_LIMITS.inquiryNote.max}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={texts.notePlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
