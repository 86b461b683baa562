import { LogoutOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { teamMessages as t } from '../../locales/ja-JP/teams';
import { useTeamsLeaveTeamMutation, type TeamResponse } from '../api/generated/teams';
import { notifySuccess } from '../ui/notify';
import './write-failures';

interface LeaveTeamButtonProps {
  team: TeamResponse;
  onLeft: () => void;
}

/** The signed-in user leaves a team they belong to (the server refuses the last leader with 409). */
export function LeaveTeamButton({ team, onLeft }: LeaveTeamButtonProps) {
  const [leaveTeam, { isLoading }] = useTeamsLeaveTeamMutation();

  const confirm = async () => {
    try {
      await leaveTeam({ teamId: team.id }).unwrap();
      notifySuccess(t.left);
      onLeft();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Popconfirm title={t.leaveConfirmTitle} description={t.leaveConfirmText} okText={t.leaveOk} cancelText={t.cancel} onConfirm={confirm}>
      <Button icon={<LogoutOutlined />} loading={isLoading}>
        {t.leaveTeam}
      </Button>
    </Popconfirm>
  );
}
