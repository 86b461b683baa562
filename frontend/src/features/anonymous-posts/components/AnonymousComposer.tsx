import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { ANONYMOUS_POST_LIMITS } from '@pivot/rules';
import { anonymousPostsTexts as texts } from '../../../locales/ja-JP/anonymous-posts';
import { useAnonymousPostsCreateMutation } from '../../../shared/api/generated/anonymous-posts';
import { characterCount } from '../../../shared/lib/character-count';
import { hasVisibleText } from '../../../shared/lib/visible-text';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';

/** Spec §9: the n/500 counter, which the server enforces as a real limit. */
export const ANONYMOUS_MAX = ANONYMOUS_POST_LIMITS.content.max;

/** The text box of 心の叫び with its n/500 counter; blank or over-long text cannot be sent. */
export function AnonymousComposer() {
  const [content, setContent] = useState('');
  const [create, { isLoading }] = useAnonymousPostsCreateMutation();
  const length = characterCount(content);
  const tooLong = length > ANONYMOUS_MAX;
  const postable = hasVisibleText(content) && !tooLong;

  const submit = async () => {
    try {
      await create({ createAnonymousPostRequest: { content } }).unwrap();
      setContent('');
      notifySuccess(texts.created);
    } catch (error) {
      notifyError(error, texts.failed);
    }
  };

  return (
    <Panel size="small">
      <Flex vertical gap="small">
        <Input.TextArea
          aria-label={texts.placeholder}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={texts.placeholder}
          autoSize={{ minRows: 4, maxRows: 12 }}
          status={tooLong ? 'error' : undefined}
        />
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Typography.Text type={tooLong ? 'danger' : 'secondary'} aria-live="polite">
            {`${length}/${ANONYMOUS_MAX}`}
            {tooLong && ` ${texts.tooLong}`}
          </Typography.Text>
          <Button type="primary" icon={<SendOutlined />} onClick={submit} loading={isLoading} disabled={!postable}>
            {texts.submit}
          </Button>
        </Flex>
      </Flex>
    </Panel>
  );
}
