import { forumTexts } from '../../locales/ja-JP/forum';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed forum write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({
  forumCreate: forumTexts.form.failed,
  forumEdit: forumTexts.own.editFailed,
  forumEditReply: forumTexts.own.editFailed,
  forumRemove: forumTexts.own.deleteFailed,
  forumRemoveReply: forumTexts.own.deleteFailed,
  forumReply: forumTexts.detail.replyFailed,
  forumLike: forumTexts.detail.likeFailed,
  forumUnlike: forumTexts.detail.unlikeFailed,
  forumLikeReply: forumTexts.detail.likeFailed,
  forumUnlikeReply: forumTexts.detail.unlikeFailed,
  forumPin: forumTexts.detail.pinFailed,
  forumReport: forumTexts.report.failed,
});
