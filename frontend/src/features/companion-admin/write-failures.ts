import { companionAdminTexts } from '../../locales/ja-JP/companion-admin';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed companion-admin write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({ companionAdminProcess: companionAdminTexts.inquiries.processFailed });
