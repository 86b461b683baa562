import { Alert, Empty, Form, Modal, Select } from 'antd';
import { useMemo } from 'react';
import { apiErrorText } from '../../../shared/api/api-error';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { DEFAULT_POSITION } from '../../../shared/lib/matrix-board';
import { useCompanyMembersListTeamCompanyMembersQuery, useMsMatrixPlaceMemberMutation } from '../api/ms-matrix-api';
import { levelsAt } from '@pivot/rules';

interface LinkMemberDialogProps {
  teamId: string;
  open: boolean;
  /** Company member ids already on the board: not offered (spec part 1 §5). */
  placedMemberIds: ReadonlySet<string>;
  onClose: () => void;
  onLinked: (entryId: string) => void;
}

const defaultLevels = levelsAt(DEFAULT_POSITION);

/** Places an existing company member of the team at 0.5 / 0.5 (spec part 1 §5, §9). */
export function LinkMemberDialog({ teamId, open, placedMemberIds, onClose, onLinked }: LinkMemberDialogProps) {
  const [form] = Form.useForm<{ memberId: string }>();
  const members = useCompanyMembersListTeamCompanyMembersQuery({ teamId }, { skip: !open });
  const [place, { isLoading }] = useMsMatrixPlaceMemberMutation();
  const candidates = useMemo(
    () =>
      (members.data ?? [])
        .filter((member) => !placedMemberIds.has(member.id))
        .sort((a, b) => a.displayName.localeCompare(b.displayName, 'ja'))
        .map((member) => ({
          value: member.id,
          label: [member.displayName, member.departmentName, member.positionName].filter(Boolean).join('・'),
        })),
    [members.data, placedMemberIds],
  );

  const submit = async ({ memberId }: { memberId: string }) => {
    try {
      const entry = await place({
        placeMatrixMemberRequest: { teamId, memberId, positionX: DEFAULT_POSITION.x, positionY: DEFAULT_POSITION.y },
      }).unwrap();
      notifySuccess(m.linkMember.linked);
      form.resetFields();
      onLinked(entry.id);
      onClose();
    } catch (error) {
      notifyError(error, m.linkMember.failed);
    }
  };

  return (
    <Modal
      open={open}
      title={m.linkMember.title}
      okText={m.linkMember.submit}
      cancelText={m.linkMember.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: isLoading, disabled: candidates.length === 0 }}
      width={500}
    >
      {members.error !== undefined ? (
        <Alert type="error" showIcon title={m.loadFailed} description={apiErrorText(members.error)} />
      ) : (
        <Form form={form} layout="vertical" name="link-matrix-member" onFinish={submit}>
          <Form.Item name="memberId" label={m.linkMember.member} rules={[{ required: true, message: m.linkMember.required }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={m.linkMember.placeholder}
              loading={members.isLoading}
              options={candidates}
              notFoundContent={members.isLoading ? undefined : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.linkMember.noCandidates} />}
            />
          </Form.Item>
          <Alert type="info" showIcon title={m.linkMember.placement(defaultLevels.skillLevel, defaultLevels.mindsetLevel)} />
        </Form>
      )}
    </Modal>
  );
}
