import { Form, Input } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { COMPANION_LIMITS } from '@pivot/rules';
import { companionAdminTexts } from '../../../locales/ja-JP/companion-admin';
import { useCompanionAdminProcessMutation, type InquiryResponse } from '../../../shared/api/generated/companion-admin';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';

const texts = companionAdminTexts.inquiries;

/** Marks an inquiry processed with a note of what was done, on the revision the admin saw (If-Match). */
export function ProcessInquiryDialog({ inquiry, onClose }: { inquiry: InquiryResponse; onClose: () => void }) {
  const [process, { isLoading }] = useCompanionAdminProcessMutation();

  const submit = async ({ note }: { note?: string }) => {
    await process({ id: inquiry.id, 'If-Match': String(inquiry.revision), processInquiryRequest: { note: note ?? '' } }).unwrap();
    notifySuccess(texts.processed);
  };

  return (
    <FormDialog<{ note?: string }>
      name="process-inquiry"
      texts={{ title: texts.processTitle, submit: texts.processOk, cancel: texts.processCancel }}
      loading={isLoading}
      onSubmit={submit}
      onClose={onClose}
      before={<Typography.Paragraph type="secondary">{texts.processLead(inquiry.companyName)}</Typography.Paragraph>}
    >
      <Form.Item name="note" label={texts.note}>
        <Input.TextArea maxLength={COMPANION_LIMITS.inquiryNote.max} showCount autoSize={{ minRows: 3, maxRows: 8 }} placeholder={texts.notePlaceholder} />
      </Form.Item>
    </FormDialog>
  );
}
