import { Alert, Empty, Form, Select } from 'antd';
import { levelsAt } from '@pivot/rules';
import { useMemo } from 'react';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { DEFAULT_POSITION } from '../../../shared/lib/matrix-board';
import { useCompanyMembersListTeamCompanyMembersQuery, useMsMatrixPlaceMemberMutation } from '../api/ms-matrix-api';
import '../write-failures';

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
    const entry = await place({
      placeMatrixMemberRequest: { teamId, memberId, positionX: DEFAULT_POSITION.x, positionY: DEFAULT_POSITION.y },
    }).unwrap();
    notifySuccess(m.linkMember.linked);
    onLinked(entry.id);
  };

  return (
    <FormDialog<{ memberId: string }>
      name="link-matrix-member"
      open={open}
      texts={m.linkMember}
      loading={isLoading}
      okDisabled={candidates.length === 0}
      onSubmit={submit}
      onClose={onClose}
    >
      {members.error !== undefined ? (
        <LoadFailure title={m.loadFailed} error={members.error} />
      ) : (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
