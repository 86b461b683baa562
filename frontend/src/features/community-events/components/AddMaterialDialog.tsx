import { FILE_KINDS } from '@pivot/rules';
import { Form, Select, type UploadFile } from 'antd';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import type { CommunityEventDetailResponse } from '../../../shared/api/generated/community-events';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { PickedFileField } from '../../../shared/ui/PickedFileField';
import { notifySuccess } from '../../../shared/ui/notify';
import { materialsApi } from '../api/materials-api';
import '../write-failures';

const f = t.files;
const kind = FILE_KINDS.eventMaterial;
const WHOLE_EVENT = 'event';

interface AddMaterialValues {
  target: string;
  file: UploadFile[];
}

/** The host picks a file (checked for a quick answer; the server reads the bytes again) and what it belongs to. */
export function AddMaterialDialog({ event: e, onClose }: { event: CommunityEventDetailResponse; onClose: () => void }) {
  const [attach, attaching] = materialsApi.useEventMaterialsAttachMutation();
  const submit = async ({ target, file }: AddMaterialValues) => {
    const picked = file[0].originFileObj as File;
    const added = await attach({ eventId: e.id, sessionId: target === WHOLE_EVENT ? undefined : target, materialFileRequest: { file: picked } }).unwrap();
    notifySuccess(f.uploaded(added.fileName));
  };
  return (
    <FormDialog<AddMaterialValues>
      name="add-material"
      texts={{ title: f.dialogTitle, submit: f.submit, cancel: f.cancel }}
      loading={attaching.isLoading}
      initialValues={{ target: WHOLE_EVENT, file: [] }}
      onSubmit={submit}
      onClose={onClose}
    >
      {e.sessions.length > 0 && (
        <Form.Item name="target" label={f.target}>
          <Select
            options={[{ value: WHOLE_EVENT, label: f.wholeEvent }, ...e.sessions.map((s) => ({ value: s.id, label: `${s.sessionOrder}. ${s.title}` }))]}
          />
        </Form.Item>
      )}
      <PickedFileField name="file" kind={kind} texts={{ label: f.file, choose: f.choose, hint: f.hint, required: f.fileRequired }} />
    </FormDialog>
  );
}
