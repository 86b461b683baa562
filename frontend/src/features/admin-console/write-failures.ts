import { adminConsoleTexts } from '../../locales/ja-JP/admin-console';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed admin-console write says (shown by the write-failure listener, decision 0067); a retried parked event that fails again is an answer, not a failed write: the screen words it. */
registerWriteFailures({
  projectionsAdminRetry: adminConsoleTexts.projections.parked.retryFailed,
  projectionsAdminSkip: adminConsoleTexts.projections.parked.skipFailed,
  projectionsAdminRebuild: adminConsoleTexts.projections.rebuildFailed,
  projectionsAdminRebuildAll: adminConsoleTexts.projections.rebuildFailed,
});
