import { ArrowLeftOutlined, CheckCircleFilled, DeleteOutlined, EditOutlined, PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Progress, Skeleton, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import { useLearningListQuery } from '../../../shared/api/generated/learning';
import { useLearningCoursesGetQuery, useLearningCoursesRemoveMutation, type LearningCourseResponse } from '../../../shared/api/generated/learning-courses';
import { loadFailureKind } from '../../../shared/ui/LoadFailure';
import { useOpenedItem } from '../../../shared/lib/use-opened-item';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { notifySuccess } from '../../../shared/ui/notify';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { CourseDialog } from '../components/CourseDialog';
import { CourseProgressLine } from '../components/CourseProgressLine';
import { LessonDrawer } from '../components/LessonDrawer';
import { useLearningRoles } from '../hooks/useLearningRoles';
import { difficultyLabel, progressLabel } from '../lib/progress';
import '../write-failures';

const words = texts.courses;

/**
 * A course (decision 0096): its lessons in study order, each with the viewer's own progress, the
 * course's overall progress, and a button that continues with the first lesson not yet finished,
 * opened in the lesson drawer where the player resumes. Everything on it is one answer, the course
 * route's for the viewer (decision 0109): each lesson's title, kind, level and minutes with the
 * viewer's progress. Authors edit or delete it (the library, to choose lessons from, is read when
 * the edit dialog opens); a member sees no authoring control (the server refuses too).
 */
export default function CoursePage() {
  const { courseId = '' } = useParams();
  const { isAuthor } = useLearningRoles();
  const navigate = useNavigate();
  const read = useLearningCoursesGetQuery({ id: courseId });
  const [remove, removing] = useLearningCoursesRemoveMutation();
  const [openId, setOpenId] = useOpenedItem();
  const [editing, setEditing] = useState(false);
  const back = (
    <LinkButton to="/community/learning" icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0, alignSelf: 'flex-start' }}>
      {words.back}
    </LinkButton>
  );

  if (read.error && loadFailureKind(read.error) === 'notFound') {
    return (
      <Flex vertical gap="middle">
        {back}
        <EmptyState illustration="list" title={words.notFound} description={words.notFoundHint} />
      </Flex>
    );
  }
  if (read.error) return <LoadFailure title={words.loadError} error={read.error} onRetry={() => read.refetch()} />;
  const course = read.currentData;
  if (!course) return <Skeleton active />;
  const next = course.lessons.find((lesson) => lesson.id === course.nextLessonId);

  async function deleteCourse() {
    try {
      await remove({ id: courseId }).unwrap();
      notifySuccess(words.removed);
      navigate('/community/learning');
    } catch {
      // Shown by the write-failure listener.
    }
  }

  return (
    <Flex vertical gap="large" style={{ maxWidth: 960 }}>
      {back}
      <Flex justify="space-between" align="flex-start" gap="middle" wrap>
        <PageTitle title={course.title} lead={course.description || words.lessonCount(course.lessons.length)} style={{ flex: '1 1 320px' }} />
        {isAuthor && (
          <Flex gap="small" wrap>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {words.edit}
            </Button>
            <Popconfirm title={words.removeConfirm} okText={words.remove} okButtonProps={{ danger: true, loading: removing.isLoading }} onConfirm={deleteCourse}>
              <Button danger icon={<DeleteOutlined />}>
                {words.remove}
              </Button>
            </Popconfirm>
          </Flex>
        )}
      </Flex>
      <Panel styles={{ body: { padding: 16 } }}>
        <Flex vertical gap="middle">
          <CourseProgressLine course={course} />
          {next ? (
            <Flex align="center" gap="middle" wrap>
              <Button type="primary" size="large" icon={<PlayCircleOutlined />} onClick={() => setOpenId(next.id)}>
                {course.started ? words.continue : words.start}
              </Button>
              <Typography.Text>{words.next(next.title)}</Typography.Text>
            </Flex>
          ) : (
            course.nextLessonId === null &&
            course.lessons.length > 0 && (
              <Typography.Text type="success" strong>
                <CheckCircleFilled /> {words.allDone}
              </Typography.Text>
            )
          )}
        </Flex>
      </Panel>
      <Flex vertical gap="small">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {words.lessonsTitle}
        </Typography.Title>
        <ol aria-label={words.lessonsTitle} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {course.lessons.map((lesson, index) => {
            const Icon = lesson.contentType === 'video' ? PlayCircleOutlined : ReadOutlined;
            const isNext = lesson.id === next?.id;
            return (
              <li key={lesson.id}>
                <Panel size="small" style={isNext ? { borderColor: 'var(--brand-primary)' } : undefined}>
                  <Flex gap="middle" align="center" wrap>
                    <Typography.Text type="secondary" style={{ minWidth: 44 }}>
                      {words.lessonNumber(index + 1)}
                    </Typography.Text>
                    <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                      <Button type="link" icon={<Icon aria-hidden />} onClick={() => setOpenId(lesson.id)} aria-label={texts.open(lesson.title)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left', justifyContent: 'flex-start' }}>
                        {lesson.title}
                      </Button>
                      <Flex gap={4} wrap align="center">
                        <Tag bordered={false}>{texts.contentTypes[lesson.contentType]}</Tag>
                        <Tag color="blue">{difficultyLabel(lesson.difficulty)}</Tag>
                        <Typography.Text type="secondary">{texts.minutes(lesson.duration)}</Typography.Text>
                      </Flex>
                    </Flex>
                    <Flex vertical gap={0} style={{ flex: '0 1 200px', minWidth: 160 }}>
                      <Typography.Text type={lesson.completed ? 'success' : 'secondary'} style={{ fontSize: 12 }}>
                        {progressLabel(lesson)}
                      </Typography.Text>
                      <Progress
                        percent={Math.round(lesson.progress)}
                        size="small"
                        showInfo={false}
                        status={lesson.completed ? 'success' : 'normal'}
                        aria-label={texts.progressOf(lesson.title)}
                      />
                    </Flex>
                  </Flex>
                </Panel>
              </li>
            );
          })}
        </ol>
      </Flex>
      <LessonDrawer id={openId} onClose={() => setOpenId(undefined)} />
      {editing && <EditCourse course={course} onClose={() => setEditing(false)} />}
    </Flex>
  );
}

/** The edit dialog, once the library it chooses lessons from has come. */
function EditCourse({ course, onClose }: { course: LearningCourseResponse; onClose: () => void }) {
  const library = useLearningListQuery();
  if (library.error) return <LoadFailure title={texts.loadError} error={library.error} onRetry={() => library.refetch()} />;
  if (!library.data) return null;
  return <CourseDialog course={course} library={library.data} onClose={onClose} />;
}
