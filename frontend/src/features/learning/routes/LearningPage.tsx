import { CloudDownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { useOpenedItem } from '../../../shared/lib/use-opened-item';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import { useLearningListQuery, useLearningSeedMutation, useLearningSummaryQuery } from '../../../shared/api/generated/learning';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { notifySuccess } from '../../../shared/ui/notify';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { ContentCard } from '../components/ContentCard';
import { CourseList } from '../components/CourseList';
import { useLearningRoles } from '../hooks/useLearningRoles';
import { LearningSummaryCards } from '../components/LearningSummaryCards';
import { LessonDrawer } from '../components/LessonDrawer';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import '../write-failures';

/** The authoring form loads when first opened (decision 0104). */
const LessonDialog = lazyDialog(() => import('../components/LessonDialog').then((m) => m.LessonDialog));

/**
 * The learning screen (spec part 2 §2): summary cards and category bars computed from the user's
 * own progress, and the content grid; a card opens the lesson, whose progress is recorded as the
 * user reads or watches; the courses above it (`CourseList`). Authors add content and courses,
 * admins load the seed library.
 */
export default function LearningPage() {
  const { isAdmin, isAuthor } = useLearningRoles();
  const list = useLearningListQuery();
  const summary = useLearningSummaryQuery();
  const [seed, seeding] = useLearningSeedMutation();
  // `?open=<id>` (the global search's link) opens an item.
  const [openId, setOpenId] = useOpenedItem();
  const [adding, setAdding] = useState(false);

  async function loadLibrary() {
    try {
      const result = await seed({ seedLearningLibraryRequest: {} }).unwrap();
      notifySuccess(texts.loadedLibrary(result.added));
    } catch {
      // Shown by the write-failure listener.
    }
  }

  const loadButton = (
    <Button icon={<CloudDownloadOutlined />} loading={seeding.isLoading} onClick={loadLibrary}>
      {texts.loadLibrary}
    </Button>
  );

  function grid() {
    if (list.error) {
      return (
        <LoadFailure title={texts.loadError} error={list.error} onRetry={() => list.refetch()} />
      );
    }
    if (!list.data) return <Skeleton active />;
    if (list.data.length === 0) {
      return <EmptyState illustration="list" title={texts.empty} description={isAdmin ? texts.emptyAdminHint : texts.emptyHint} actions={isAdmin ? loadButton : undefined} />;
    }
    return (
      <Row gutter={[16, 16]}>
        {list.data.map((content) => (
          <Col key={content.id} xs={24} sm={12} xl={8} xxl={6}>
            <ContentCard content={content} onOpen={setOpenId} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1400 }}>
      <Flex justify="space-between" align="flex-start" gap="middle" wrap>
        <PageTitle title={texts.title} lead={texts.lead} style={{ flex: '1 1 320px' }} />
        {isAuthor && (
          <Flex gap="small" wrap>
            {isAdmin && loadButton}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {texts.admin.add}
            </Button>
          </Flex>
        )}
      </Flex>
      {summary.error ? (
        <LoadFailure title={texts.loadError} error={summary.error} />
      ) : (
        <LearningSummaryCards summary={summary.data} loading={summary.isLoading} />
      )}
      <CourseList library={list.data} isAuthor={isAuthor} />
      <Flex vertical gap="middle">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {texts.listTitle}
        </Typography.Title>
        {grid()}
      </Flex>
      <LessonDrawer id={openId} onClose={() => setOpenId(undefined)} />
      {isAuthor && <LessonDialog open={adding} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
