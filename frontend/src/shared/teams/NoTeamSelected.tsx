import { LoginOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Panel } from '../ui/Panel';
import { useState } from 'react';
import { teamMessages as t } from '../../locales/ja-JP/teams';
import type { TeamResponse } from '../api/generated/teams';
import { EmptyState } from '../ui/EmptyState';
import { CreateTeamDialog, JoinTeamDialog } from './team-dialogs';

interface NoTeamSelectedProps {
  /** Teams the user may join (offered beside creating one). */
  joinableTeams: TeamResponse[];
  /** Selects a team just created or joined. */
  onSelected: (teamId: string) => void;
}

/** The empty state of a team page while no team is selected: create a team, or join one. */
export function NoTeamSelected({ joinableTeams, onSelected }: NoTeamSelectedProps) {
  const [open, setOpen] = useState<'create' | 'join' | null>(null);
  return (
    <Panel>
      <EmptyState
        illustration="team"
        title={t.selectToStart}
        description={joinableTeams.length > 0 ? t.selectToStartJoinHint : t.selectToStartHint}
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('create')}>
              {t.createTeam}
            </Button>
            {joinableTeams.length > 0 && (
              <Button icon={<LoginOutlined />} onClick={() => setOpen('join')}>
                {t.joinTeam}
              </Button>
            )}
          </>
        }
      />
      <CreateTeamDialog open={open === 'create'} onClose={() => setOpen(null)} onCreated={onSelected} />
      <JoinTeamDialog open={open === 'join'} teams={joinableTeams} onClose={() => setOpen(null)} onJoined={onSelected} />
    </Panel>
  );
}
