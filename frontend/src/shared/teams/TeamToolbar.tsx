import { DeleteOutlined, LoginOutlined, LogoutOutlined, MoreOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Modal, Select, Space, Tag, type MenuProps } from 'antd';
import { Typography } from '../ui/Typography';
import { useState, type ReactNode } from 'react';
import { teamMessages as t } from '../../locales/ja-JP/teams';
import { useTeamsDeleteTeamMutation, useTeamsLeaveTeamMutation, type TeamResponse } from '../api/generated/teams';
import { LoadFailure } from '../ui/LoadFailure';
import { notifySuccess } from '../ui/notify';
import { useNarrowScreen } from '../ui/use-narrow-screen';
import { CreateTeamDialog, JoinTeamDialog } from './team-dialogs';
import type { SelectedTeamState } from './use-selected-team';
import './write-failures';

export type TeamToolbarProps = SelectedTeamState & {
  /** Page actions shown at the end of the toolbar (export, settings...). */
  extra?: ReactNode;
};

type TeamAction = 'create' | 'join' | 'leave' | 'delete';

/**
 * The team bar of the matrix pages: a selector with the stored default team marked, and the
 * team's management in one menu (「チームの操作」): leave (for its members) and delete (for those
 * who manage it) each ask first in a dialog that names the team and what goes. On a wide screen
 * create and join stay beside the selector as buttons; on a phone they join the menu, so the bar is
 * one line and the board stays on the first screen. Pass `useSelectedTeam(key)`'s result.
 */
export function TeamToolbar({ teams, joinableTeams, isLoading, error, selectedTeamId, defaultTeamId, selectTeam, clearSelection, extra }: TeamToolbarProps) {
  const narrow = useNarrowScreen();
  const [modal, modalHolder] = Modal.useModal();
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState(false);
  const [deleteTeam] = useTeamsDeleteTeamMutation();
  const [leaveTeam] = useTeamsLeaveTeamMutation();
  const selectedTeam = teams.find((team) => team.id === selectedTeamId);

  const askToDelete = (team: TeamResponse) =>
    modal.confirm({
      title: t.deleteConfirmTitle(team.name),
      content: t.deleteConfirmText,
      okText: t.deleteOk,
      cancelText: t.cancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteTeam({ id: team.id, 'If-Match': String(team.revision) }).unwrap();
          notifySuccess(t.deleted(team.name));
          clearSelection();
        } catch {
          // Shown by the write-failure listener.
        }
      },
    });

  const askToLeave = (team: TeamResponse) =>
    modal.confirm({
      title: t.leaveConfirmTitle(team.name),
      content: t.leaveConfirmText,
      okText: t.leaveOk,
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await leaveTeam({ teamId: team.id }).unwrap();
          notifySuccess(t.left(team.name));
          clearSelection();
        } catch {
          // Shown by the write-failure listener (the server refuses the last leader with 409).
        }
      },
    });

  const items: NonNullable<MenuProps['items']> = [
    ...(narrow ? [{ key: 'create', icon: <PlusOutlined />, label: t.createTeam }] : []),
    ...(narrow && joinableTeams.length > 0 ? [{ key: 'join', icon: <LoginOutlined />, label: t.joinTeam }] : []),
    ...(selectedTeam?.isMember ? [{ key: 'leave', icon: <LogoutOutlined />, label: t.leaveTeam }] : []),
    ...(selectedTeam?.canManage ? [{ type: 'divider' as const }, { key: 'delete', icon: <DeleteOutlined />, label: t.deleteTeam, danger: true }] : []),
  ];
  const act = (action: TeamAction) => {
    if (action === 'create') setCreating(true);
    else if (action === 'join') setJoining(true);
    else if (selectedTeam && action === 'leave') askToLeave(selectedTeam);
    else if (selectedTeam && action === 'delete') askToDelete(selectedTeam);
  };

  const select = (
    <Select
      aria-label={t.selectLabel}
      style={narrow ? { flex: 1, minWidth: 0 } : { minWidth: 260 }}
      loading={isLoading}
      placeholder={t.selectPlaceholder}
      notFoundContent={t.noTeams}
      value={selectedTeamId ?? undefined}
      onChange={selectTeam}
      options={teams.map((team) => ({
        value: team.id,
        label: (
          <Space size="small">
            <span>{team.name}</span>
            {team.id === defaultTeamId && (
              <Tag color="processing" variant="filled">
                {t.defaultTag}
              </Tag>
            )}
          </Space>
        ),
        title: team.name,
      }))}
    />
  );
  const menu = items.length > 0 && (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => act(key as TeamAction) }}>
      <Button icon={<MoreOutlined />} aria-label={narrow ? t.actionsMenu : undefined}>
        {!narrow && t.actionsMenu}
      </Button>
    </Dropdown>
  );

  return (
    <Flex vertical gap="small">
      {error !== undefined && <LoadFailure title={t.loadFailed} error={error} />}
      {narrow ? (
        <Flex gap="small" align="center">
          {select}
          {menu}
          {extra}
        </Flex>
      ) : (
        <Flex wrap gap="middle" align="center" justify="space-between">
          <Space wrap size="middle">
            <Space size="small">
              <TeamOutlined aria-hidden />
              <Typography.Text strong>{t.selectLabel}</Typography.Text>
            </Space>
            {select}
            <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t.createTeam}
            </Button>
            {joinableTeams.length > 0 && (
              <Button icon={<LoginOutlined />} onClick={() => setJoining(true)}>
                {t.joinTeam}
              </Button>
            )}
            {menu}
          </Space>
          {extra}
        </Flex>
      )}
      {modalHolder}
      <CreateTeamDialog open={creating} onClose={() => setCreating(false)} onCreated={selectTeam} />
      <JoinTeamDialog open={joining} teams={joinableTeams} onClose={() => setJoining(false)} onJoined={selectTeam} />
    </Flex>
  );
}
