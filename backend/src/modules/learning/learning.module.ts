import { Module } from '@nestjs/common';
import { LearningContentSearch } from './queries/learning-content-search.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { LearningContentGuard } from './commands/learning-content.guard.js';
import { LEARNING_PROGRESS_COMMAND_HANDLERS } from './commands/learning-progress.handlers.js';
import { LEARNING_CONTENT_COMMAND_HANDLERS } from './commands/learning-content.handlers.js';
import { SeedLearningLibraryHandler } from './commands/seed-learning-library/seed-learning-library.handler.js';
import { LEARNING_CONTENT_EVENT_SCHEMAS } from './events/learning-content.events.js';
import { LEARNING_PROGRESS_EVENT_SCHEMAS } from './events/learning-progress.events.js';
import { LEARNING_COURSE_EVENT_SCHEMAS } from './events/learning-course.events.js';
import { LESSON_VIDEO_EVENT_SCHEMAS } from './events/lesson-video.events.js';
import { learningCourseDecider, learningCourseStream } from './domain/learning-course.js';
import { lessonPosterDecider, lessonPosterStream, lessonVideoDecider, lessonVideoStream } from './domain/lesson-video.js';
import { LessonVideos } from './commands/lesson-videos.js';
import { DemoVideoLibrary } from './demo/demo-video-library.js';
import { LEARNING_COURSE_COMMAND_HANDLERS } from './commands/learning-course.handlers.js';
import { LearningCoursesController } from './http/learning-courses.controller.js';
import { ListLearningCoursesHandler } from './queries/list-learning-courses.handler.js';
import { LearningController } from './http/learning.controller.js';
import { CreateLearningReadModels1765410000000 } from './migrations/1765410000000-create-learning-read-models.js';
import { AddLessonVideosAndCourses1767800000000 } from './migrations/1767800000000-add-lesson-videos-and-courses.js';
import { AddLessonOwnPosters1767812000000 } from './migrations/1767812000000-add-lesson-own-posters.js';
import { LearningCatalogueProjection, LearningCoursesProjection } from './projections/learning-catalogue/learning-catalogue.projection.js';
import { LearningContentRow, LearningCourseRow } from './projections/learning-catalogue/learning-catalogue.read-model.js';
import { LearningProgressProjection } from './projections/learning-progress/learning-progress.projection.js';
import { LearningProgressRow, LearningStudyLogRow } from './projections/learning-progress/learning-progress.read-model.js';
import { GetLearningSummaryHandler } from './queries/get-learning-summary/get-learning-summary.handler.js';
import { GetWatchProgressHandler } from './queries/get-watch-progress/get-watch-progress.handler.js';
import { ListLearningContentHandler } from './queries/list-learning-content/list-learning-content.handler.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { learningContentDecider, learningContentStream } from './domain/learning-content.js';
import { learningProgressDecider, learningProgressStream } from './domain/learning-progress.js';

/** Learning content, each user's progress through it, and the summary computed from that progress. */
@Module({
  imports: [
    EventStoreModule.forFeature(
      [...LEARNING_CONTENT_EVENT_SCHEMAS, ...LEARNING_PROGRESS_EVENT_SCHEMAS, ...LESSON_VIDEO_EVENT_SCHEMAS, ...LEARNING_COURSE_EVENT_SCHEMAS],
      [
        streamFolder(learningContentStream, learningContentDecider),
        streamFolder(learningProgressStream, learningProgressDecider),
        streamFolder(lessonVideoStream, lessonVideoDecider),
        streamFolder(lessonPosterStream, lessonPosterDecider),
        streamFolder(learningCourseStream, learningCourseDecider),
      ],
    ),
    TypeOrmModule.forFeature([LearningContentRow, LearningProgressRow, LearningStudyLogRow, LearningCourseRow]),
  ],
  // The courses' routes first: `learning-content/courses` is not a lesson id.
  controllers: [LearningCoursesController, LearningController],
  providers: [
    LearningContentSearch,
    LearningContentGuard,
    LessonVideos,
    DemoVideoLibrary,
    ...LEARNING_COURSE_COMMAND_HANDLERS,
    ListLearningCoursesHandler,
    LearningCoursesProjection,
    ...LEARNING_CONTENT_COMMAND_HANDLERS,
    SeedLearningLibraryHandler,
    ...LEARNING_PROGRESS_COMMAND_HANDLERS,
    ListLearningContentHandler,
    GetLearningSummaryHandler,
    GetWatchProgressHandler,
    LearningCatalogueProjection,
    LearningProgressProjection,
  ],
  exports: [LearningContentSearch],
})
export class LearningModule {
  static readonly migrations = [CreateLearningReadModels1765410000000, AddLessonVideosAndCourses1767800000000, AddLessonOwnPosters1767812000000];
}
