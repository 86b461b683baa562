import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Typography } from 'antd';
import { useState } from 'react';
import { teamMessages as t } from '../../locales/ja-JP/teams';
import { CreateTeamDialog } from './CreateTeamDialog';

/** The empty state of a matrix page while no team is selected, with the create-team action. */
export function NoTeamSelected({ onCreated }: { onCreated: (teamId: string) => void }) {
  const [creating, setCreating] = useState(false);
  return (
    <Card>
      <Empty
        image={<TeamOutlined style={{ fontSize: 56, color: '#bfbfbf' }} aria-hidden />}
        description={
          <>
            <Typography.Title level={4} style={{ marginBottom: 4 }}>
              {t.selectToStart}
            </Typography.Title>
            <Typography.Text type="secondary">{t.selectToStartHint}</Typography.Text>
          </>
        }
      >
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t.createTeam}
        </Button>
      </Empty>
      <CreateTeamDialog open={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
    </Card>
  );
}
