import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { teamMessages as t } from '../../locales/ja-JP/teams';
import { useTeamsDeleteTeamMutation, type TeamResponse } from '../api/generated/teams';
import { notifySuccess } from '../ui/notify';
import './write-failures';

interface DeleteTeamButtonProps {
  team: TeamResponse;
  onDeleted: () => void;
}

/** Deletes a team after a confirmation (spec part 1 §5: the team and all its data go). */
export function DeleteTeamButton({ team, onDeleted }: DeleteTeamButtonProps) {
  const [deleteTeam, { isLoading }] = useTeamsDeleteTeamMutation();

  const confirm = async () => {
    try {
      await deleteTeam({ id: team.id, 'If-Match': String(team.revision) }).unwrap();
      notifySuccess(t.deleted);
      onDeleted();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Popconfirm
      title={t.deleteConfirmTitle}
      description={t.deleteConfirmText}
      okText={t.deleteOk}
      cancelText={t.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
    >
      <Button danger icon={<DeleteOutlined />} loading={isLoading}>
        {t.deleteTeam}
      </Button>
    </Popconfirm>
  );
}
