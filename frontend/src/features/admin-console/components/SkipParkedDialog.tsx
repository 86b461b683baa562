import { Form, Input, Modal } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { MODERATION_LIMITS } from '@pivot/rules';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useProjectionsAdminSkipMutation, type ParkedEventDto } from '../../../shared/api/generated/projections-admin';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';

const texts = adminConsoleTexts.projections.parked;

/** Leaves a parked event unapplied for good; the reason is recorded in the event log. */
export function SkipParkedDialog({ parked, onClose }: { parked: ParkedEventDto; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [skip, { isLoading }] = useProjectionsAdminSkipMutation();
  const blank = reason.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (blank) return;
    try {
      await skip({ name: parked.name, position: parked.position, skipParkedRequestDto: { reason } }).unwrap();
      notifySuccess(texts.skipped);
      onClose();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Modal open title={texts.skipTitle} okText={texts.skip} okButtonProps={{ danger: true }} confirmLoading={isLoading} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{texts.skipLead}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code>{`${parked.type} #${parked.position}`}</Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={texts.reason} htmlFor="skip-reason" validateStatus={touched && blank ? 'error' : undefined} help={touched && blank ? texts.reasonRequired : undefined}>
          <Input.TextArea
            id="skip-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={MODERATION_LIMITS.reason.max}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={texts.reasonPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
