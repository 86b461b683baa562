import { Button, Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useNavigate, useParams } from 'react-router';
import { joinByLinkMessages as t } from '../../../locales/ja-JP/teams';
import { apiErrorText } from '../../../shared/api/api-error';
import { useTeamsAcceptInvitationLinkMutation, useTeamsGetInvitationLinkQuery } from '../../../shared/api/generated/teams';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { notifySuccess } from '../../../shared/ui/notify';
import { formatInstant } from '../../../shared/lib/datetime';
import '../write-failures';

/**
 * An invitation link (`/community/join/:token`, decision 0058): the team it invites to and
 * チームに参加する; an unknown, expired, revoked or used link says why it cannot be used.
 */
export default function JoinByLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = useTeamsGetInvitationLinkQuery({ token });
  const [accept, accepting] = useTeamsAcceptInvitationLinkMutation();

  if (link.isLoading) return <PageLoading />;
  if (link.isError || !link.data) {
    return (
      <EmptyState
        illustration="notFound"
        title={t.unusable}
        description={apiErrorText(link.error)}
        actions={<LinkButton to="/community">{t.toDashboard}</LinkButton>}
      />
    );
  }
  const invitation = link.data;

  const join = async () => {
    try {
      await accept({ token, acceptInvitationRequest: { isPrimaryTeam: false } }).unwrap();
      notifySuccess(t.accepted);
      navigate('/community/members');
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Flex justify="center" style={{ paddingTop: 24 }}>
      <Panel title={t.title} style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t.invitedTo(invitation.teamName)}
        </Typography.Title>
        {invitation.teamDescription && <Typography.Paragraph>{invitation.teamDescription}</Typography.Paragraph>}
        <Typography.Paragraph type="secondary">{t.expires(formatInstant(invitation.expiresAt, 'dateTime'))}</Typography.Paragraph>
        {invitation.isMember ? (
          <Flex vertical gap="small" align="start">
            <Typography.Text>{t.alreadyMember}</Typography.Text>
            <LinkButton to="/community">{t.toDashboard}</LinkButton>
          </Flex>
        ) : (
          <Button type="primary" size="large" loading={accepting.isLoading} onClick={() => void join()}>
            {t.accept}
          </Button>
        )}
      </Panel>
    </Flex>
  );
}
