import { Flex, Modal, Skeleton, Tag, Timeline } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumReplyRevisionsQuery, useForumRevisionsQuery, type ForumRevisionResponse } from '../../../shared/api/generated/forum';
import { PlainText } from '../../../shared/ui/PlainText';
import { formatInstant } from '../../../shared/lib/datetime';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

const texts = forumTexts.history;
const at = (iso: string) => formatInstant(iso, 'dateTime');

/** The versions of a post (no `replyId`) or reply, the current one first, each with when it was written and replaced. */
export function RevisionHistoryModal({ postId, replyId, onClose }: { postId: string; replyId?: string; onClose: () => void }) {
  const ofPost = useForumRevisionsQuery({ id: postId }, { skip: replyId !== undefined });
  const ofReply = useForumReplyRevisionsQuery({ id: postId, replyId: replyId ?? '' }, { skip: replyId === undefined });
  const query = replyId === undefined ? ofPost : ofReply;
  return (
    <Modal open title={texts.title} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      {query.isLoading && <Skeleton active />}
      {query.isError && <LoadFailure title={texts.loadError} error={query.error} />}
      {query.data && (
        <Timeline
          style={{ marginTop: 16 }}
          items={query.data.map((version: ForumRevisionResponse, index) => ({
            key: `${version.writtenAt}-${index}`,
            color: index === 0 ? 'blue' : 'gray',
            content: (
              <Flex vertical gap={4}>
                <Typography.Text type="secondary">
                  {index === 0 && <Tag color="blue">{texts.current}</Tag>}
                  {texts.written(at(version.writtenAt))}
                  {version.replacedAt && ` ・ ${texts.replaced(at(version.replacedAt))}`}
                </Typography.Text>
                {version.title !== null && <Typography.Text strong>{version.title}</Typography.Text>}
                <PlainText>{version.content}</PlainText>
              </Flex>
            ),
          }))}
        />
      )}
    </Modal>
  );
}
