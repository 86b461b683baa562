import { Form, Modal, Select } from 'antd';
import { Typography } from '../ui/Typography';
import { useState } from 'react';
import { teamMessages as t } from '../../locales/ja-JP/teams';
import { useTeamsJoinTeamMutation, type TeamResponse } from '../api/generated/teams';
import { useCurrentUser } from '../auth/current-user';
import { notifySuccess } from '../ui/notify';
import { PendingInvitations } from './PendingInvitations';
import './write-failures';

interface JoinTeamDialogProps {
  open: boolean;
  /** Teams the user does not belong to yet. */
  teams: TeamResponse[];
  onClose: () => void;
  onJoined: (teamId: string) => void;
}

/**
 * Joins an existing team (`POST /api/user-teams` for the signed-in user), then selects it; a closed
 * team gets a join request instead (decision 0058). Invitations to the user come first.
 */
export function JoinTeamDialog({ open, teams, onClose, onJoined }: JoinTeamDialogProps) {
  const { user } = useCurrentUser();
  const [teamId, setTeamId] = useState<string | undefined>(undefined);
  const [showRequired, setShowRequired] = useState(false);
  const [joinTeam, { isLoading }] = useTeamsJoinTeamMutation();
  const chosen = teams.find((team) => team.id === teamId);

  const close = () => {
    setTeamId(undefined);
    setShowRequired(false);
    onClose();
  };

  const submit = async () => {
    if (!teamId || !user) {
      setShowRequired(true);
      return;
    }
    try {
      const { status } = await joinTeam({ joinTeamRequest: { userId: user.id, teamId, isPrimaryTeam: false } }).unwrap();
      if (status === 'requested') {
        notifySuccess(t.requestSent, t.requestSentHint);
      } else {
        notifySuccess(t.joined(chosen?.name ?? ''));
        onJoined(teamId);
      }
      close();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Modal
      open={open}
      title={t.joinTitle}
      okText={chosen && !joinsAtOnce(chosen) ? t.sendRequest : t.join}
      cancelText={t.cancel}
      confirmLoading={isLoading}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      <PendingInvitations
        skip={!open}
        onAccepted={(joined) => {
          onJoined(joined);
          close();
        }}
      />
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t.joinLabel}
          htmlFor="join-team-select"
          validateStatus={showRequired && !teamId ? 'error' : undefined}
          help={showRequired && !teamId ? t.joinRequired : undefined}
        >
          <Select
            id="join-team-select"
            aria-label={t.joinLabel}
            placeholder={t.joinPlaceholder}
            notFoundContent={t.noJoinableTeams}
            value={teamId}
            onChange={setTeamId}
            showSearch={{ optionFilterProp: 'label' }}
            options={teams.map((team) => ({
              value: team.id,
              label: team.joinRequested ? `${team.name}${t.requestedSuffix}` : joinsAtOnce(team) ? team.name : `${team.name}${t.closedSuffix}`,
            }))}
          />
        </Form.Item>
        <Typography.Text type="secondary">{t.joinHint}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{t.closedHint}</Typography.Text>
      </Form>
    </Modal>
  );
}

/** An open team, or one the user may manage (team_admin, admin), is joined at once; a closed one takes a request. */
function joinsAtOnce(team: TeamResponse): boolean {
  return team.isOpen || team.canManage;
}
