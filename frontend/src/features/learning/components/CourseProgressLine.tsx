import { Flex, Progress, Typography } from 'antd';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { CourseProgress } from '../lib/course-progress';

/** A course's overall progress: how many of its lessons are finished, and its bar. */
export function CourseProgressLine({ title, progress }: { title: string; progress: CourseProgress }) {
  const done = progress.lessons.length > 0 && progress.completed === progress.lessons.length;
  return (
    <Flex vertical gap={0}>
      <Typography.Text type={done ? 'success' : 'secondary'} style={{ fontSize: 12 }}>
        {texts.courses.done(progress.completed, progress.lessons.length)}
      </Typography.Text>
      <Progress percent={progress.percent} size="small" status={done ? 'success' : 'normal'} aria-label={texts.courses.progressOf(title)} />
    </Flex>
  );
}
