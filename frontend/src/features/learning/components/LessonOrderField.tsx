import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { LEARNING_LIMITS } from '@pivot/rules';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { LearningContentResponse } from '../../../shared/api/generated/learning';
import { moved } from '../lib/lesson-order';

const words = texts.courses.dialog;

/**
 * A course's lessons in study order, as a form field: a lesson is added from the library and moved
 * with buttons (one place earlier or later, or out), so the order is set with the keyboard alone.
 */
export function LessonOrderField({ value = [], onChange, library, id }: { value?: string[]; onChange?: (ids: string[]) => void; library: readonly LearningContentResponse[]; id?: string }) {
  const byId = new Map(library.map((lesson) => [lesson.id, lesson]));
  const full = value.length >= LEARNING_LIMITS.courseLessons.max;
  const change = (ids: string[]) => onChange?.(ids);
  return (
    <Flex vertical gap="small">
      <ol aria-label={words.lessons} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
        {value.map((lessonId, index) => {
          const lesson = byId.get(lessonId);
          const title = lesson?.title ?? lessonId;
          const Icon = lesson?.contentType === 'video' ? PlayCircleOutlined : ReadOutlined;
          return (
            <li key={lessonId}>
              <Flex align="center" gap={8} style={{ border: '1px solid var(--brand-border, #e5e7eb)', borderRadius: 8, padding: '4px 4px 4px 10px' }}>
                <Typography.Text type="secondary" style={{ minWidth: 24 }}>
                  {index + 1}
                </Typography.Text>
                <Icon aria-hidden />
                <AntTypography.Text style={{ flex: 1, minWidth: 0 }} ellipsis={{ tooltip: title }}>
                  {title}
                </AntTypography.Text>
                <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={words.moveUp(title)} disabled={index === 0} onClick={() => change(moved(value, index, -1))} />
                <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={words.moveDown(title)} disabled={index === value.length - 1} onClick={() => change(moved(value, index, 1))} />
                <Button type="text" size="small" icon={<CloseOutlined />} aria-label={words.removeLesson(title)} onClick={() => change(value.filter((other) => other !== lessonId))} />
              </Flex>
            </li>
          );
        })}
      </ol>
      <Select
        id={id}
        showSearch
        value={null}
        disabled={full}
        placeholder={full ? words.tooMany(LEARNING_LIMITS.courseLessons.max) : words.addLessonPlaceholder}
        aria-label={words.addLesson}
        optionFilterProp="label"
        options={library.filter((lesson) => !value.includes(lesson.id)).map((lesson) => ({ value: lesson.id, label: lesson.title }))}
        onChange={(lessonId: string | null) => lessonId && change([...value, lessonId])}
      />
    </Flex>
  );
}
