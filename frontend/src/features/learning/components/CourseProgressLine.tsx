import { Flex, Progress } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { LearningCourseResponse } from '../../../shared/api/generated/learning-courses';

/** A course's overall progress as the server answers it for the reader: how many of its lessons are finished, and its bar. */
export function CourseProgressLine({ course }: { course: Pick<LearningCourseResponse, 'title' | 'lessons' | 'completedCount' | 'percent'> }) {
  const total = course.lessons.length;
  const done = total > 0 && course.completedCount === total;
  return (
    <Flex vertical gap={0}>
      <Typography.Text type={done ? 'success' : 'secondary'} style={{ fontSize: 12 }}>
        {texts.courses.done(course.completedCount, total)}
      </Typography.Text>
      <Progress percent={course.percent} size="small" status={done ? 'success' : 'normal'} aria-label={texts.courses.progressOf(course.title)} />
    </Flex>
  );
}
