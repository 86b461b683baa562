import { Button, Card, Flex, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { anonymousPostsTexts } from '../../../locales/ja-JP/anonymous-posts';
import {
  useAnonymousPostsHideMutation,
  useAnonymousPostsModerationLogQuery,
  useAnonymousPostsQueueQuery,
  useAnonymousPostsRestoreMutation,
  type AnonymousQueueItemResponse,
} from '../../../shared/api/generated/api';
import { relativeTime } from '../../../shared/lib/relative-time';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { PlainText } from '../../../shared/ui/PlainText';
import { ReasonDialog } from './ReasonDialog';

const texts = anonymousPostsTexts.moderation;
const VISIBILITY_COLORS = { shown: 'default', pending_review: 'warning', hidden: 'error' } as const;

/** For moderators: the posts to review (reports, automatic hiding, hidden) and the log of every action. No author anywhere: none is known. */
export function ModerationPanel({ now }: { now: Date }) {
  const queue = useAnonymousPostsQueueQuery();
  const log = useAnonymousPostsModerationLogQuery();
  const [deciding, setDeciding] = useState<{ item: AnonymousQueueItemResponse; hide: boolean } | undefined>();
  const [hide, hiding] = useAnonymousPostsHideMutation();
  const [restore, restoring] = useAnonymousPostsRestoreMutation();

  const decide = async (reason: string) => {
    if (!deciding) return;
    const arg = { id: deciding.item.postId, anonymousReasonRequest: { reason } };
    try {
      await (deciding.hide ? hide(arg) : restore(arg)).unwrap();
      setDeciding(undefined);
      notifySuccess(texts.done);
    } catch (error) {
      notifyError(error, texts.failed);
    }
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{texts.noAuthor}</Typography.Text>
      <Card size="small" title={texts.queue} loading={queue.isLoading}>
        {queue.data?.length === 0 ? (
          <EmptyState size="compact" illustration="list" title={texts.queueEmpty} />
        ) : (
          <List
            dataSource={queue.data ?? []}
            renderItem={(item) => (
              <List.Item>
                <Flex vertical gap="small" style={{ width: '100%' }}>
                  <Flex gap="small" wrap align="center">
                    <Tag color={VISIBILITY_COLORS[item.visibility]}>{texts.visibility[item.visibility]}</Tag>
                    {item.openReportCount > 0 && <Tag color="volcano">{texts.reports(item.openReportCount)}</Tag>}
                    <Typography.Text type="secondary">{relativeTime(item.createdAt, now)}</Typography.Text>
                  </Flex>
                  <PlainText ellipsisRows={4}>{item.content}</PlainText>
                  {item.reasons.length > 0 && <Typography.Text type="secondary">{item.reasons.join(' / ')}</Typography.Text>}
                  <Flex gap="small" justify="flex-end">
                    {item.visibility !== 'shown' && <Button onClick={() => setDeciding({ item, hide: false })}>{texts.restore}</Button>}
                    {item.visibility !== 'hidden' && (
                      <Button danger onClick={() => setDeciding({ item, hide: true })}>
                        {texts.hide}
                      </Button>
                    )}
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card size="small" title={texts.log} loading={log.isLoading}>
        {log.data?.length === 0 ? (
          <EmptyState size="compact" illustration="list" title={texts.logEmpty} />
        ) : (
          <List
            size="small"
            dataSource={log.data ?? []}
            renderItem={(entry) => (
              <List.Item>
                <Flex vertical gap={2}>
                  <Typography.Text>
                    <Typography.Text strong>{texts.actions[entry.action]}</Typography.Text>
                    {` ・ ${entry.moderatorName ?? texts.automatic} ・ ${relativeTime(entry.createdAt, now)}`}
                  </Typography.Text>
                  <Typography.Text type="secondary">{`${entry.reason}${entry.excerpt ? ` ー ${entry.excerpt}` : ''}`}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Card>
      {deciding && (
        <ReasonDialog
          title={texts.reasonTitle(deciding.hide)}
          lead={texts.reasonLead}
          placeholder={texts.reasonPlaceholder}
          okText={texts.submit}
          loading={hiding.isLoading || restoring.isLoading}
          onSubmit={decide}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </Flex>
  );
}
