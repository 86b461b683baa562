import { joinByLinkMessages as t } from '../../locales/ja-JP/teams';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed invitation-link write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({ teamsAcceptInvitationLink: t.acceptFailed });
