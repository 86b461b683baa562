import { LoginOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { teamMessages as t } from '../../locales/ja-JP/teams';
import type { TeamResponse } from '../api/generated/api';
import { CreateTeamDialog } from './CreateTeamDialog';
import { JoinTeamDialog } from './JoinTeamDialog';

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
    <Card>
      <Empty
        image={<TeamOutlined style={{ fontSize: 56, color: '#bfbfbf' }} aria-hidden />}
        description={
          <>
            <Typography.Title level={4} style={{ marginBottom: 4 }}>
              {t.selectToStart}
            </Typography.Title>
            <Typography.Text type="secondary">{joinableTeams.length > 0 ? t.selectToStartJoinHint : t.selectToStartHint}</Typography.Text>
          </>
        }
      >
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('create')}>
            {t.createTeam}
          </Button>
          {joinableTeams.length > 0 && (
            <Button icon={<LoginOutlined />} onClick={() => setOpen('join')}>
              {t.joinTeam}
            </Button>
          )}
        </Space>
      </Empty>
      <CreateTeamDialog open={open === 'create'} onClose={() => setOpen(null)} onCreated={onSelected} />
      <JoinTeamDialog open={open === 'join'} teams={joinableTeams} onClose={() => setOpen(null)} onJoined={onSelected} />
    </Card>
  );
}
