import { moderationTexts as texts } from '../../locales/ja-JP/moderation';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed moderation decision says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({
  forumHide: texts.failed,
  forumRestore: texts.failed,
  anonymousPostsHide: texts.failed,
  anonymousPostsRestore: texts.failed,
});
