import { dashboardTexts } from '../../locales/ja-JP/dashboard';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed dashboard write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({ sampleTeamCreateSampleTeam: dashboardTexts.movement.sampleTeamFailed });
