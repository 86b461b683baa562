import { learningTexts as texts } from '../../locales/ja-JP/learning';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed learning write says (shown by the write-failure listener, decision 0067); saving progress is worded by its reporter (once per lesson). */
registerWriteFailures({
  learningResetProgress: texts.lesson.resetFailed,
  learningCreate: texts.admin.createFailed,
  learningSeed: texts.loadLibraryFailed,
  learningCoursesCreate: texts.courses.createFailed,
  learningCoursesUpdate: texts.courses.saveFailed,
  learningCoursesRemove: texts.courses.removeFailed,
});
