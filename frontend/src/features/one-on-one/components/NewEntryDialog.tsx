import { Alert, Flex, Form, Input, Select } from 'antd';
import { ONE_ON_ONE_LIMITS as L } from '@pivot/rules';
import { useMemo } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { CompanyMemberResponse } from '../../../shared/api/generated/company-members';
import { useCompanyMembersListTeamCompanyMembersQuery } from '../api/one-on-one-api';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useCreateEntry } from '../hooks/use-create-entry';
import type { Position } from '../lib/board-geometry';
import { memberMatches, membersOffBoard } from '../lib/member-search';
import { MemberOption } from './MemberOption';
import { PositionPreview } from './PositionPreview';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

interface NewEntryDialogProps {
  open: boolean;
  teamId: string;
  position: Position;
  /** Company member ids already on the board: they cannot be added twice. */
  onBoard: ReadonlySet<string>;
  onClose: () => void;
}

interface NewEntryForm {
  employeeId: string;
  notes: string;
}

interface MemberOptionType {
  value: string;
  label: string;
  member: CompanyMemberResponse;
}

/** Puts one of the team's company members on the board at a position (a plot-mode click, or the centre). */
export function NewEntryDialog({ open, teamId, position, onBoard, onClose }: NewEntryDialogProps) {
  const { data, isLoading, error } = useCompanyMembersListTeamCompanyMembersQuery({ teamId }, { skip: !open });
  const { create, isCreating } = useCreateEntry(teamId);
  const candidates = useMemo(() => membersOffBoard(data ?? [], onBoard), [data, onBoard]);
  const noCandidates = !isLoading && error === undefined && candidates.length === 0;

  return (
    <FormDialog<NewEntryForm>
      name="new-one-on-one-entry"
      open={open}
      texts={{ title: m.newEntry.title, submit: m.newEntry.create, cancel: m.newEntry.cancel }}
      loading={isCreating}
      okDisabled={noCandidates}
      onSubmit={(values) => create(values.employeeId, position, values.notes?.trim())}
      onClose={onClose}
      before={
        <Flex vertical gap="middle" style={{ marginTop: 12 }}>
          <PositionPreview position={position} />
          {error !== undefined && <LoadFailure title={m.newEntry.membersLoadFailed} error={error} />}
          {noCandidates && <Alert type="info" showIcon title={m.newEntry.noMembers} description={m.newEntry.noMembersHint} />}
        </Flex>
      }
    >
      <Form.Item name="employeeId" label={m.newEntry.member} rules={[{ required: true, message: m.newEntry.memberRequired }]}>
        <Select<string, MemberOptionType>
          aria-label={m.newEntry.member}
          placeholder={m.newEntry.memberPlaceholder}
          loading={isLoading}
          disabled={noCandidates}
          showSearch={{ filterOption: (input, option) => (option ? memberMatches(option.member, input) : false) }}
          options={candidates.map((member) => ({ value: member.id, label: member.displayName, member }))}
          optionRender={(option) => <MemberOption member={option.data.member} />}
          notFoundContent={m.linkMember.noMatch}
        />
      </Form.Item>
      <Form.Item name="notes" label={m.newEntry.notes}>
        <Input.TextArea placeholder={m.newEntry.notesPlaceholder} maxLength={L.entryNotes.max} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormDialog>
  );
}
