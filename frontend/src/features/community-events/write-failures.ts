import { communityEventsTexts as t } from '../../locales/ja-JP/community-events';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed event write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({
  communityEventsCreate: t.create.failed,
  communityEventsUpdate: t.edit.failed,
  communityEventsRegister: t.myRegistration.failed,
  communityEventsCancel: t.myRegistration.cancelFailed,
  communityEventsGiveFeedback: t.feedback.failed,
  communityEventsRenewCalendarFeed: t.feed.failed,
  communityEventsChangeStatus: t.host.statusFailed,
  communityEventsApprove: t.host.actionFailed,
  communityEventsDecline: t.host.actionFailed,
  communityEventsRecordAttendance: t.host.actionFailed,
  communityEventsPublishRecording: t.host.actionFailed,
  eventMaterialsAttach: t.files.uploadFailed,
  eventMaterialsRemove: t.files.removeFailed,
  eventRecordingUpload: t.recording.uploadFailed,
  eventRecordingRemove: t.recording.removeFailed,
});
