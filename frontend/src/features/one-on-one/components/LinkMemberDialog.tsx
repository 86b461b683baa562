import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Modal, Radio, Spin } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useMemo, useState } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { DEFAULT_POSITION } from '../../../shared/lib/matrix-board';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { brand } from '../../../shared/ui/brand-tokens';
import { useCompanyMembersListTeamCompanyMembersQuery } from '../api/one-on-one-api';
import { useCreateEntry } from '../hooks/use-create-entry';
import { memberMatches, membersOffBoard } from '../lib/member-search';
import { MemberOption } from './MemberOption';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

interface LinkMemberDialogProps {
  open: boolean;
  teamId: string;
  /** Company member ids already on the board: they are not offered. */
  onBoard: ReadonlySet<string>;
  onClose: () => void;
}

/** Links an existing company member to the board, at the centre (spec part 1 §5: members on the board are excluded). */
export function LinkMemberDialog({ open, teamId, onBoard, onClose }: LinkMemberDialogProps) {
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data, isLoading, error } = useCompanyMembersListTeamCompanyMembersQuery({ teamId }, { skip: !open });
  const { create, isCreating } = useCreateEntry(teamId);
  const candidates = useMemo(() => membersOffBoard(data ?? [], onBoard), [data, onBoard]);
  const matches = candidates.filter((member) => memberMatches(member, query));

  const close = () => {
    setQuery('');
    setSelectedId(null);
    onClose();
  };

  const submit = async () => {
    if (selectedId && (await create(selectedId, DEFAULT_POSITION))) close();
  };

  return (
    <Modal
      open={open}
      title={m.linkMember.title}
      okText={m.linkMember.link}
      cancelText={m.linkMember.cancel}
      onOk={submit}
      onCancel={close}
      okButtonProps={{ disabled: selectedId === null, loading: isCreating }}
      width={500}
    >
      <Flex vertical gap="middle" style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">{m.linkMember.hint}</Typography.Text>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={m.linkMember.search}
          aria-label={m.linkMember.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {error !== undefined && <LoadFailure title={m.newEntry.membersLoadFailed} error={error} />}
        {isLoading ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : candidates.length === 0 && error === undefined ? (
          <EmptyState size="compact" illustration="list" title={m.newEntry.noMembers} description={m.newEntry.noMembersHint} />
        ) : matches.length === 0 ? (
          <EmptyState size="compact" illustration="list" title={m.linkMember.noMatch} />
        ) : (
          <Radio.Group
            value={selectedId}
            onChange={(event) => setSelectedId(event.target.value as string)}
            style={{ maxHeight: 320, overflowY: 'auto', border: `1px solid ${brand.border}`, borderRadius: 8 }}
          >
            <Flex vertical>
              {matches.map((member, index) => (
                <Radio
                  key={member.id}
                  value={member.id}
                  aria-label={member.displayName}
                  style={{ padding: '8px 12px', margin: 0, borderTop: index === 0 ? 'none' : `1px solid ${brand.border}`, alignItems: 'center' }}
                >
                  <MemberOption member={member} />
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        )}
      </Flex>
    </Modal>
  );
}
