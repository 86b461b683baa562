import { EditOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Popconfirm, Progress, Skeleton, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useCallback, useRef, useState } from 'react';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import { useLearningGetQuery, useLearningResetProgressMutation } from '../../../shared/api/generated/learning';
import { notifySuccess } from '../../../shared/ui/notify';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { difficultyLabel, progressLabel } from '../lib/progress';
import { useLearningRoles } from '../hooks/useLearningRoles';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { LessonView } from './LessonView';
import '../write-failures';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

/** The authoring form loads when first opened (decision 0104). */
const LessonDialog = lazyDialog(() => import('./LessonDialog').then((m) => m.LessonDialog));

/** One piece of content opened for study, with the user's progress and the reset; an author edits it here (`LessonDialog`). */
export function LessonDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const narrow = useNarrowScreen();
  const body = useRef<HTMLDivElement | null>(null);
  const { data: content, error } = useLearningGetQuery({ id: id ?? '' }, { skip: id === undefined });
  const [reset, resetting] = useLearningResetProgressMutation();
  const { isAuthor } = useLearningRoles();
  const [editing, setEditing] = useState(false);
  const scroller = useCallback(() => body.current?.closest<HTMLElement>('.ant-drawer-body') ?? null, []);

  async function resetProgress() {
    if (!id) return;
    try {
      await reset({ id }).unwrap();
      notifySuccess(texts.lesson.resetDone);
    } catch {
      // Shown by the write-failure listener.
    }
  }

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      width={narrow ? '100%' : 720}
      title={content?.title}
      destroyOnHidden
      extra={
        <Flex gap="small" wrap justify="flex-end">
          {isAuthor && content && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {texts.admin.edit}
            </Button>
          )}
          {content?.myProgress.startedAt && (
            <Popconfirm title={texts.lesson.resetConfirm} okText={texts.lesson.reset} onConfirm={resetProgress} okButtonProps={{ loading: resetting.isLoading }}>
              <Button icon={<UndoOutlined />}>{texts.lesson.reset}</Button>
            </Popconfirm>
          )}
        </Flex>
      }
    >
      <div ref={body}>
        {error ? (
          <LoadFailure title={texts.loadError} error={error} />
        ) : !content || content.id !== id ? (
          <Skeleton active />
        ) : (
          <Flex vertical gap="middle">
            <Flex gap={4} wrap align="center">
              <Tag>{texts.contentTypes[content.contentType]}</Tag>
              <Tag color="blue">{difficultyLabel(content.difficulty)}</Tag>
              <Typography.Text type="secondary">{texts.minutes(content.duration)}</Typography.Text>
            </Flex>
            <Flex vertical gap={0}>
              <Typography.Text type="secondary">{progressLabel(content.myProgress)}</Typography.Text>
              {/* The label above says the percent: the bar does not repeat it. */}
              <Progress
                percent={Math.round(content.myProgress.progress)}
                status={content.myProgress.completed ? 'success' : 'active'}
                showInfo={false}
                aria-label={progressLabel(content.myProgress)}
              />
            </Flex>
            <LessonView key={content.id} content={content} scroller={scroller} />
          </Flex>
        )}
        {editing && content && <LessonDialog open content={content} onClose={() => setEditing(false)} />}
      </div>
    </Drawer>
  );
}
