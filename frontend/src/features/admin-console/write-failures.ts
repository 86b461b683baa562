import { adminConsoleTexts } from '../../locales/ja-JP/admin-console';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed admin-console write says (shown by the write-failure listener, decision 0067); a retried parked event words its own outcome. */
registerWriteFailures({
  projectionsAdminSkip: adminConsoleTexts.projections.parked.skipFailed,
  projectionsAdminRebuild: adminConsoleTexts.projections.rebuildFailed,
  projectionsAdminRebuildAll: adminConsoleTexts.projections.rebuildFailed,
});
