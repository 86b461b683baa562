import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Skeleton, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { LearningContentResponse } from '../../../shared/api/generated/learning';
import { useLearningCoursesListQuery } from '../../../shared/api/generated/learning-courses';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { CourseDialog } from './CourseDialog';
import { CourseProgressLine } from './CourseProgressLine';

/** Where a course's page is. */
export const coursePath = (id: string) => `/community/learning/courses/${encodeURIComponent(id)}`;

/**
 * The courses on the learning screen: each with its lessons' count and the viewer's progress
 * through them, as the course route answers them; authors (team_admin, admin) create one from the
 * `library`. Shown when there is a course or an author.
 */
export function CourseList({ library, isAuthor }: { library: readonly LearningContentResponse[] | undefined; isAuthor: boolean }) {
  const courses = useLearningCoursesListQuery();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  if (!isAuthor && courses.data?.length === 0) return null;

  function body() {
    if (courses.error) return <LoadFailure title={texts.courses.loadError} error={courses.error} onRetry={() => courses.refetch()} />;
    if (!courses.data) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (courses.data.length === 0) return <Typography.Text type="secondary">{texts.courses.emptyAuthorHint}</Typography.Text>;
    return (
      <Row gutter={[16, 16]}>
        {courses.data.map((course) => (
          <Col key={course.id} xs={24} md={12} xxl={8}>
            <Panel style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
              <Flex vertical gap={8}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  <Link to={coursePath(course.id)} aria-label={texts.courses.open(course.title)}>
                    {course.title}
                  </Link>
                </Typography.Title>
                {course.description && (
                  <AntTypography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                    {course.description}
                  </AntTypography.Paragraph>
                )}
                <Typography.Text type="secondary">{texts.courses.lessonCount(course.lessons.length)}</Typography.Text>
                <CourseProgressLine course={course} />
              </Flex>
            </Panel>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Flex vertical gap={0}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {texts.courses.title}
          </Typography.Title>
          <Typography.Text type="secondary">{texts.courses.lead}</Typography.Text>
        </Flex>
        {isAuthor && (
          <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={!library}>
            {texts.courses.create}
          </Button>
        )}
      </Flex>
      {body()}
      {creating && library && <CourseDialog library={library} onClose={() => setCreating(false)} onSaved={(id) => navigate(coursePath(id))} />}
    </Flex>
  );
}
