import { EntityManager } from 'typeorm';
import { decideOnStream } from '../../../platform/commands/pass-through.js';
import { sharedHandler } from '../../../platform/commands/shared-handler.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { DeleteLearningCourse, learningCourseDecider, learningCourseStream, SaveLearningCourse } from '../domain/learning-course.js';

/** Saving a course reads which of its lessons exist (the facts, from the catalogue), then decides on the course's stream. */
export const LEARNING_COURSE_COMMAND_HANDLERS = [
  sharedHandler(SaveLearningCourse, [AggregateStore, EntityManager], async (cmd, aggregates, manager) => {
    const rows: { id: string }[] = await manager.query('SELECT id FROM learning_contents WHERE id = ANY($1)', [cmd.data.course.lessonIds]);
    const knownLessonIds = rows.map((row) => row.id);
    await decideOnStream(aggregates, learningCourseStream.streamId(cmd.data.courseId), learningCourseDecider, new SaveLearningCourse({ ...cmd.data, knownLessonIds }, cmd.actor, cmd.expectedRevision));
  }),
  sharedHandler(DeleteLearningCourse, [AggregateStore], (cmd, aggregates) => decideOnStream(aggregates, learningCourseStream.streamId(cmd.data.courseId), learningCourseDecider, cmd)),
];
