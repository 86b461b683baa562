import { anonymousPostsTexts as texts } from '../../locales/ja-JP/anonymous-posts';
import { registerWriteFailures } from '../../shared/api/write-failures';

/**
 * What a failed anonymous-post write says (shown by the write-failure listener, decision 0067).
 * Creating one is worded by each screen: spec part 2 §8 gives the forum's dialog its own text.
 */
registerWriteFailures({
  anonymousPostsSupport: texts.supportFailed,
  anonymousPostsRemove: texts.deleteFailed,
  anonymousPostsReply: texts.replyFailed,
  anonymousPostsReport: texts.reportFailed,
});
