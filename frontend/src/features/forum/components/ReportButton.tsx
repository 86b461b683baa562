import { FlagOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumReportMutation } from '../../../shared/api/generated/forum';
import { notifySuccess } from '../../../shared/ui/notify';
import { ReasonDialog } from '../../../shared/ui/ReasonDialog';
import '../write-failures';

const texts = forumTexts.report;

/** Reports the post (`replyId` absent) or one of its replies, with a reason. Not offered on one's own text (the server refuses it too). */
export function ReportButton({ postId, replyId, size }: { postId: string; replyId?: string; size?: 'small' }) {
  const [open, setOpen] = useState(false);
  const [report, reporting] = useForumReportMutation();

  const submit = async (reason: string) => {
    try {
      await report({ id: postId, reportForumPostRequest: { reason, replyId: replyId ?? null } }).unwrap();
      setOpen(false);
      notifySuccess(texts.done, texts.doneHint);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <>
      <Button
        size={size}
        type={size ? 'link' : 'default'}
        icon={<FlagOutlined />}
        style={size ? { paddingInline: 0 } : undefined}
        onClick={() => setOpen(true)}
      >
        {texts.action}
      </Button>
      {open && (
        <ReasonDialog
          title={texts.title(replyId !== undefined)}
          lead={texts.lead}
          label={texts.label}
          placeholder={texts.placeholder}
          okText={texts.submit}
          cancelText={texts.cancel}
          loading={reporting.isLoading}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
