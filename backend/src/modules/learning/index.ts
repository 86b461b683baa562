// The learning module's public surface: the module, its events, the library seed command (the demo
// seeder loads it) and the summary query (the dashboard's learning card reads it over HTTP).
export { LearningModule } from './learning.module.js';
export { SeedLearningLibrary } from './domain/learning-content.commands.js';
export { libraryTextReadTo } from './domain/learning-library.js';
export { RecordLearningProgress } from './domain/learning-progress.commands.js';
// A module that owns a video (an event's recording) records and reads watching it by the library's rule (decision 0108).
export { RecordWatchProgress } from './domain/learning-progress.commands.js';
export { MAX_STRETCHES_PER_REPORT } from './domain/watched-stretches.js';
export { GetWatchProgressQuery, type WatchProgress } from './queries/get-watch-progress/get-watch-progress.query.js';
export { GetLearningSummaryQuery } from './queries/get-learning-summary/get-learning-summary.query.js';
export type { LearningSummary } from './domain/learning-summary.js';
export type { LearningContentEvent, LearningContentPublished, LearningContentRevised } from './events/learning-content.events.js';
export type { LearningProgressEvent, LearningStarted, LearningProgressRecorded, LearningCompleted, LearningProgressReset } from './events/learning-progress.events.js';
// The global search asks this module for what a query finds.
export { LearningContentSearch } from './queries/learning-content-search.js';
// The dashboard's first screen carries the learning summary in its one answer.
export { LearningSummaryResponse } from './http/learning.response.dto.js';
