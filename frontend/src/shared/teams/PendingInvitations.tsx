import { Button, Flex, Space } from 'antd';
import { Typography } from '../ui/Typography';
import { Panel } from '../ui/Panel';
import { teamMessages as t } from '../../locales/ja-JP/teams';
import { useTeamsAcceptInvitationMutation, useTeamsDeclineInvitationMutation, useTeamsListMyInvitationsQuery } from '../api/generated/teams';
import { notifySuccess } from '../ui/notify';
import { formatInstant } from '../lib/datetime';
import './write-failures';

interface PendingInvitationsProps {
  /** Called with the team the user joined by accepting. */
  onAccepted?: (teamId: string) => void;
  /** Load only while shown (e.g. an open dialog). */
  skip?: boolean;
}

/**
 * Invitations to the signed-in user's e-mail address (GET /api/team-invitations/mine), each with
 * 参加する / 辞退する. Renders nothing while there are none: no e-mail is sent yet, so this is where
 * an invitee learns of an invitation.
 */
export function PendingInvitations({ onAccepted, skip = false }: PendingInvitationsProps) {
  const invitations = useTeamsListMyInvitationsQuery(undefined, { skip });
  const [accept, accepting] = useTeamsAcceptInvitationMutation();
  const [decline, declining] = useTeamsDeclineInvitationMutation();
  const busy = accepting.isLoading || declining.isLoading;

  if (!invitations.data || invitations.data.length === 0) return null;

  const onAccept = async (id: string, teamId: string) => {
    try {
      await accept({ invitationId: id, acceptInvitationRequest: { isPrimaryTeam: true } }).unwrap();
      notifySuccess(t.invitationAccepted);
      onAccepted?.(teamId);
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const onDecline = async (id: string) => {
    try {
      await decline({ invitationId: id }).unwrap();
      notifySuccess(t.invitationDeclined);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <section aria-label={t.invitationsTitle} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t.invitationsTitle}</Typography.Text>
      <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
        {invitations.data.map((invitation) => (
          <Panel key={invitation.id} size="small">
            <Flex justify="space-between" align="center" wrap gap={8}>
              <div>
                <Typography.Text>{t.invitationFrom(invitation.teamName)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t.invitationExpires(formatInstant(invitation.expiresAt, 'dateTime'))}</Typography.Text>
              </div>
              <Space>
                <Button type="primary" disabled={busy} onClick={() => void onAccept(invitation.id, invitation.teamId)}>
                  {t.acceptInvitation}
                </Button>
                <Button disabled={busy} onClick={() => void onDecline(invitation.id)}>
                  {t.declineInvitation}
                </Button>
              </Space>
            </Flex>
          </Panel>
        ))}
      </Space>
    </section>
  );
}
