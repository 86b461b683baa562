import { Alert, Input, Modal } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useAnonymousPostsCreateMutation } from '../../../shared/api/generated/anonymous-posts';
import { characterCount } from '../../../shared/lib/character-count';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';

const texts = forumTexts.cry;
const MAX = 500;

/** 心の叫び from the forum: posts anonymously (POST /api/anonymous-posts, content only). */
export function CryFromHeartDialog({ onClose }: { onClose: () => void }) {
  const [content, setContent] = useState('');
  const [create, { isLoading }] = useAnonymousPostsCreateMutation();
  const length = characterCount(content);
  const postable = content.trim().length > 0 && length <= MAX;

  const submit = async () => {
    try {
      await create({ createAnonymousPostRequest: { content } }).unwrap();
      notifySuccess(texts.created);
      onClose();
    } catch (error) {
      notifyError(error, texts.failed);
    }
  };

  return (
    <Modal
      open
      title={texts.title}
      okText={texts.submit}
      cancelText={forumTexts.form.cancel}
      okButtonProps={{ disabled: !postable }}
      confirmLoading={isLoading}
      onOk={submit}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={texts.lead} style={{ marginBottom: 12 }} />
      <Input.TextArea
        aria-label={texts.title}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        autoSize={{ minRows: 5, maxRows: 12 }}
        placeholder={texts.placeholder}
        status={length > MAX ? 'error' : undefined}
      />
      <Typography.Text type={length > MAX ? 'danger' : 'secondary'} style={{ display: 'block', textAlign: 'right', marginTop: 4 }}>
        {`${length}/${MAX}`}
      </Typography.Text>
    </Modal>
  );
}
