import { Alert, Flex, Input, Modal } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import { usePrivacyForgetMutation, type ForgetPersonRequest } from '../../../shared/api/generated/privacy';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';

const texts = membersTexts.forget;

interface ForgetPersonDialogProps {
  kind: ForgetPersonRequest['kind'];
  subjectId: string;
  /** The name as the list shows it: the admin types it to confirm. */
  name: string;
  onClose: () => void;
}

/** Same text once spaces (half- or full-width) are ignored: 「山田 花子」 and 「山田花子」 both confirm. */
const sameName = (typed: string, name: string) => typed.replace(/[\s\u3000]+/g, '') === name.replace(/[\s\u3000]+/g, '');

/**
 * Forgets a person at their request (decision 0044), admins only: the admin types the person's
 * name to confirm, since nothing can bring the data back.
 */
export function ForgetPersonDialog({ kind, subjectId, name, onClose }: ForgetPersonDialogProps) {
  const [typed, setTyped] = useState('');
  const [forget, forgetting] = usePrivacyForgetMutation();
  const confirmed = typed.trim() !== '' && sameName(typed, name);

  const submit = async () => {
    try {
      await forget({ forgetPersonRequest: { kind, subjectId } }).unwrap();
      notifySuccess(texts.done(name));
      onClose();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Modal
      open
      title={texts.title(name)}
      okText={texts.ok}
      cancelText={texts.cancel}
      okButtonProps={{ danger: true, disabled: !confirmed, loading: forgetting.isLoading }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ marginBottom: 0 }}>{texts.lead}</Typography.Paragraph>
        <Alert type="warning" showIcon message={texts.irreversible} />
        <label htmlFor="forget-person-name">
          <Typography.Text>{texts.typeName(name)}</Typography.Text>
        </label>
        <Input id="forget-person-name" value={typed} placeholder={texts.placeholder} autoComplete="off" onChange={(e) => setTyped(e.target.value)} onPressEnter={() => confirmed && submit()} />
      </Flex>
    </Modal>
  );
}
