import { Button, Flex, List, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { moderationTexts as texts } from '../../../locales/ja-JP/moderation';
import { useAnonymousPostsHideMutation, useAnonymousPostsRestoreMutation } from '../../../shared/api/generated/anonymous-posts';
import { useForumHideMutation, useForumRestoreMutation } from '../../../shared/api/generated/forum';
import { useModerationLogQuery, useModerationQueueQuery, type ModerationQueueItemResponse } from '../../../shared/api/generated/moderation';
import { relativeTime } from '../../../shared/lib/datetime';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { notifySuccess } from '../../../shared/ui/notify';
import { PlainText } from '../../../shared/ui/PlainText';
import { ReasonDialog } from '../../../shared/ui/ReasonDialog';
import '../write-failures';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

const VISIBILITY_COLORS = { shown: 'default', pending_review: 'warning', hidden: 'error' } as const;
const SOURCE_COLORS = { forum_post: 'blue', forum_reply: 'geekblue', anonymous_post: 'purple' } as const;

/**
 * For moderators: one queue of the forum's posts and replies and of 心の叫び (reports, automatic
 * hiding, hidden) and the log of every action. Anonymous posts show no author: none is known.
 */
export function ModerationDesk({ now }: { now: Date }) {
  const queue = useModerationQueueQuery();
  const log = useModerationLogQuery();
  const [deciding, setDeciding] = useState<{ item: ModerationQueueItemResponse; hide: boolean } | undefined>();
  const [hideForum, hidingForum] = useForumHideMutation();
  const [restoreForum, restoringForum] = useForumRestoreMutation();
  const [hideAnonymous, hidingAnonymous] = useAnonymousPostsHideMutation();
  const [restoreAnonymous, restoringAnonymous] = useAnonymousPostsRestoreMutation();
  const busy = hidingForum.isLoading || restoringForum.isLoading || hidingAnonymous.isLoading || restoringAnonymous.isLoading;

  const decide = async (reason: string) => {
    if (!deciding) return;
    const { item, hide } = deciding;
    try {
      if (item.source === 'anonymous_post') {
        const arg = { id: item.postId, anonymousReasonRequest: { reason } };
        await (hide ? hideAnonymous(arg) : restoreAnonymous(arg)).unwrap();
      } else {
        const arg = { id: item.postId, moderateForumPostRequest: { reason, replyId: item.replyId } };
        await (hide ? hideForum(arg) : restoreForum(arg)).unwrap();
      }
      setDeciding(undefined);
      notifySuccess(texts.done);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  const failed = (query: typeof queue | typeof log) =>
    query.isError && (
      <LoadFailure title={texts.loadError} error={query.error} onRetry={() => query.refetch()} />
    );

  return (
    <Flex vertical gap="middle">
      <Panel size="small" title={texts.queue} loading={queue.isLoading}>
        {failed(queue)}
        {queue.data?.length === 0 ? (
          <EmptyState size="compact" illustration="list" title={texts.queueEmpty} />
        ) : (
          <List
            dataSource={queue.data ?? []}
            renderItem={(item) => (
              <List.Item>
                <Flex vertical gap="small" style={{ width: '100%', minWidth: 0 }} data-testid="moderation-item">
                  <Flex gap="small" wrap align="center">
                    <Tag color={SOURCE_COLORS[item.source]}>{texts.sources[item.source]}</Tag>
                    <Tag color={VISIBILITY_COLORS[item.visibility]}>{texts.visibility[item.visibility]}</Tag>
                    {item.openReportCount > 0 && <Tag color="volcano">{texts.reports(item.openReportCount)}</Tag>}
                    <Typography.Text type="secondary">{relativeTime(item.createdAt, now)}</Typography.Text>
                  </Flex>
                  {item.postTitle && (
                    <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                      {item.source === 'forum_reply' ? texts.inPost(item.postTitle) : item.postTitle}
                    </Typography.Text>
                  )}
                  <PlainText ellipsisRows={4}>{item.content}</PlainText>
                  <Typography.Text type="secondary">{item.authorName ? texts.author(item.authorName) : texts.anonymousAuthor}</Typography.Text>
                  {item.reasons.length > 0 && <Typography.Text type="warning">{texts.reasons(item.reasons)}</Typography.Text>}
                  <Flex gap="small" justify="flex-end" wrap>
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
      </Panel>
      <Panel size="small" title={texts.log} loading={log.isLoading}>
        {failed(log)}
        {log.data?.length === 0 ? (
          <EmptyState size="compact" illustration="list" title={texts.logEmpty} />
        ) : (
          <List
            size="small"
            dataSource={log.data ?? []}
            renderItem={(entry) => (
              <List.Item>
                <Flex vertical gap={2} style={{ minWidth: 0 }} data-testid="moderation-log-entry">
                  <Typography.Text>
                    <Typography.Text strong>{texts.actions[entry.action]}</Typography.Text>
                    {` ・ ${texts.sources[entry.source]} ・ ${entry.moderatorName ?? texts.automatic} ・ ${relativeTime(entry.createdAt, now)}`}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                    {[entry.reason, entry.postTitle, entry.excerpt].filter(Boolean).join(' ー ')}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Panel>
      {deciding && (
        <ReasonDialog
          title={texts.reasonTitle(deciding.hide)}
          lead={texts.reasonLead}
          label={texts.reasonLabel}
          placeholder={texts.reasonPlaceholder}
          okText={texts.submit}
          cancelText={texts.cancel}
          loading={busy}
          onSubmit={decide}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </Flex>
  );
}
