import { FILE_KINDS } from '@pivot/rules';
import type { UploadFile } from 'antd';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { PickedFileField } from '../../../shared/ui/PickedFileField';
import { recordingApi } from '../api/recording-api';
import '../write-failures';

const r = t.recording;

/** The host picks the recording's video (checked for a quick answer; the server reads the bytes and its length). A second upload replaces the first. */
export function AddRecordingDialog({ eventId, replacing, onClose }: { eventId: string; replacing: boolean; onClose: () => void }) {
  const [upload, uploading] = recordingApi.useEventRecordingUploadMutation();
  const submit = async ({ file }: { file: UploadFile[] }) => {
    await upload({ eventId, recordingFileRequest: { file: file[0].originFileObj as File } }).unwrap();
    notifySuccess(r.uploaded);
  };
  return (
    <FormDialog<{ file: UploadFile[] }>
      name="add-recording"
      texts={{ title: replacing ? r.replaceTitle : r.dialogTitle, submit: r.submit, cancel: r.cancel }}
      loading={uploading.isLoading}
      initialValues={{ file: [] }}
      onSubmit={submit}
      onClose={onClose}
    >
      <PickedFileField name="file" kind={FILE_KINDS.video} texts={{ label: r.file, choose: r.choose, hint: r.hint, required: r.fileRequired }} />
    </FormDialog>
  );
}
