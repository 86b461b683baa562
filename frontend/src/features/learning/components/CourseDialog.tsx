import { Form, Input } from 'antd';
import { LEARNING_LIMITS } from '@pivot/rules';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { LearningContentResponse } from '../../../shared/api/generated/learning';
import { useLearningCoursesCreateMutation, useLearningCoursesUpdateMutation, type LearningCourseResponse, type SaveLearningCourseRequest } from '../../../shared/api/generated/learning-courses';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { LessonOrderField } from './LessonOrderField';
import '../write-failures';

const words = texts.courses.dialog;

/** An author creates a course, or edits `course`: its title, description and lessons in order (the server checks every rule again). */
export function CourseDialog({ course, library, onClose, onSaved }: { course?: LearningCourseResponse; library: readonly LearningContentResponse[]; onClose: () => void; onSaved?: (id: string) => void }) {
  const [create, creating] = useLearningCoursesCreateMutation();
  const [update, updating] = useLearningCoursesUpdateMutation();

  async function submit(values: SaveLearningCourseRequest) {
    const body = { ...values, description: values.description ?? '' };
    const saved = course
      ? await update({ id: course.id, 'If-Match': String(course.revision), saveLearningCourseRequest: body }).unwrap()
      : await create({ saveLearningCourseRequest: body }).unwrap();
    notifySuccess(course ? texts.courses.saved : texts.courses.created);
    onSaved?.(saved.id);
  }

  return (
    <FormDialog<SaveLearningCourseRequest>
      name="course"
      texts={{ title: course ? words.editTitle : words.createTitle, submit: words.submit, cancel: words.cancel }}
      width={560}
      loading={creating.isLoading || updating.isLoading}
      initialValues={course ? { title: course.title, description: course.description, lessonIds: course.lessonIds } : { lessonIds: [] }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="title" label={words.title} rules={[{ required: true, whitespace: true, message: texts.admin.required(words.title) }]}>
        <Input maxLength={LEARNING_LIMITS.title.max} />
      </Form.Item>
      <Form.Item name="description" label={words.description}>
        <Input.TextArea rows={2} maxLength={LEARNING_LIMITS.description.max} />
      </Form.Item>
      <Form.Item name="lessonIds" label={words.lessons} rules={[{ type: 'array', min: 1, message: words.noLessons }]}>
        <LessonOrderField library={library} />
      </Form.Item>
    </FormDialog>
  );
}
