import { LoginOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { teamMessages as t } from '../../locales/ja-JP/teams';
import { CreateTeamDialog } from './CreateTeamDialog';
import { DeleteTeamButton } from './DeleteTeamButton';
import { JoinTeamDialog } from './JoinTeamDialog';
import { LeaveTeamButton } from './LeaveTeamButton';
import type { SelectedTeamState } from './use-selected-team';
import { LoadFailure } from '../ui/LoadFailure';

export type TeamToolbarProps = SelectedTeamState & {
  /** Page actions shown at the end of the toolbar (export, settings...). */
  extra?: ReactNode;
};

/**
 * The team bar of the matrix pages: a selector with the stored default team marked, delete
 * (for those who manage the team), leave (for its members), create, and join another team. Pass `useSelectedTeam(key)`'s result.
 */
export function TeamToolbar({ teams, joinableTeams, isLoading, error, selectedTeamId, defaultTeamId, selectTeam, clearSelection, extra }: TeamToolbarProps) {
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState(false);
  const selectedTeam = teams.find((team) => team.id === selectedTeamId);

  return (
    <Flex vertical gap="small">
      {error !== undefined && <LoadFailure title={t.loadFailed} error={error} />}
      <Flex wrap gap="middle" align="center" justify="space-between">
        <Space wrap size="middle">
          <Space size="small">
            <TeamOutlined aria-hidden />
            <Typography.Text strong>{t.selectLabel}</Typography.Text>
          </Space>
          <Select
            aria-label={t.selectLabel}
            style={{ minWidth: 260 }}
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
          {selectedTeam?.canManage && <DeleteTeamButton team={selectedTeam} onDeleted={clearSelection} />}
          {selectedTeam?.isMember && <LeaveTeamButton team={selectedTeam} onLeft={clearSelection} />}
          <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t.createTeam}
          </Button>
          {joinableTeams.length > 0 && (
            <Button icon={<LoginOutlined />} onClick={() => setJoining(true)}>
              {t.joinTeam}
            </Button>
          )}
        </Space>
        {extra}
      </Flex>
      <CreateTeamDialog open={creating} onClose={() => setCreating(false)} onCreated={selectTeam} />
      <JoinTeamDialog open={joining} teams={joinableTeams} onClose={() => setJoining(false)} onJoined={selectTeam} />
    </Flex>
  );
}
