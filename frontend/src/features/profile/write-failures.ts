import { profileTexts as texts } from '../../locales/ja-JP/profile';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed profile write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({
  usersUpdateProfile: texts.saveFailed,
  profilePictureUploadPicture: texts.picture.failed,
  profilePictureRemovePicture: texts.picture.removeFailed,
});
