import { CopyOutlined } from '@ant-design/icons';
import { ORGANIZATION_LIMITS } from '@pivot/rules';
import { Alert, Button, Flex, Form, Input, List, Popconfirm, Radio, Select, Space, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { teamAdmissionMessages as t } from '../../../locales/ja-JP/teams';
import { useTeamsApproveJoinRequestMutation, useTeamsChangeVisibilityMutation, useTeamsCreateInvitationLinkMutation, useTeamsDeclineJoinRequestMutation, useTeamsInviteMemberMutation, useTeamsListInvitationsQuery, useTeamsListJoinRequestsQuery, useTeamsRevokeInvitationMutation, type TeamResponse } from '../../../shared/api/generated/teams';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { formatInstant } from '../../../shared/lib/datetime';
import { membersTexts } from '../../../locales/ja-JP/members';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import '../write-failures';

const EXPIRY_CHOICES = [1, 3, 7, 14, 30];
const dateTime = (iso: string) => formatInstant(iso, 'dateTime');

/** The address an invitation link opens: this app's accept page for the token. */
export function invitationLinkUrl(token: string): string {
  return `${window.location.origin}/community/join/${token}`;
}

/**
 * Who may join the team (leaders, team_admin, admin; decision 0058): open or closed, invitations
 * by e-mail or by a single-use link, the pending invitations (revocable) and the join requests
 * (approve or decline). The server checks every call; this section is shown only to those it allows.
 */
export function TeamAdmissionSection({ team }: { team: TeamResponse }) {
  const teamId = team.id;
  const invitations = useTeamsListInvitationsQuery({ teamId });
  const requests = useTeamsListJoinRequestsQuery({ teamId });
  const [changeVisibility, visibility] = useTeamsChangeVisibilityMutation();
  const [inviteMember, inviting] = useTeamsInviteMemberMutation();
  const [createLink, creatingLink] = useTeamsCreateInvitationLinkMutation();
  const [revoke] = useTeamsRevokeInvitationMutation();
  const [approve] = useTeamsApproveJoinRequestMutation();
  const [decline] = useTeamsDeclineJoinRequestMutation();
  const [emailForm] = Form.useForm<{ email: string }>();
  const [expiryDays, setExpiryDays] = useState(7);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);

  const setOpen = async (isOpen: boolean) => {
    try {
      await changeVisibility({ teamId, teamVisibilityRequest: { isOpen } }).unwrap();
      notifySuccess(t.visibilityChanged);
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const invite = async ({ email }: { email: string }) => {
    try {
      await inviteMember({ teamId, inviteMemberRequest: { email, expiresInDays: expiryDays } }).unwrap();
      notifySuccess(t.invited);
      emailForm.resetFields();
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const makeLink = async () => {
    try {
      const created = await createLink({ teamId, createInvitationLinkRequest: { expiresInDays: expiryDays } }).unwrap();
      setLink({ url: invitationLinkUrl(created.token), expiresAt: created.expiresAt });
      notifySuccess(t.linkCreated);
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notifySuccess(t.copied);
    } catch (error) {
      notifyError(error, t.copyFailed);
    }
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notifySuccess(done);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Flex vertical gap="large">
      <section aria-label={t.visibilityTitle}>
        <Typography.Title level={5}>{t.visibilityTitle}</Typography.Title>
        <Radio.Group
          value={team.isOpen ? 'open' : 'closed'}
          disabled={visibility.isLoading}
          onChange={(e) => void setOpen(e.target.value === 'open')}
          options={[
            { value: 'closed', label: t.visibilityClosed },
            { value: 'open', label: t.visibilityOpen },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t.visibilityHint}
        </Typography.Paragraph>
      </section>

      <section aria-label={t.requestsTitle}>
        <Typography.Title level={5}>{t.requestsTitle}</Typography.Title>
        {requests.isError ? (
          <LoadFailure title={membersTexts.page.loadError} error={requests.error} onRetry={() => void requests.refetch()} />
        ) : (
          <List
            loading={requests.isLoading}
            dataSource={requests.data ?? []}
            locale={{ emptyText: t.requestsEmpty }}
            renderItem={(request) => (
              <List.Item
                actions={[
                  <Button
                    key="approve"
                    type="primary"
                    size="small"
                    onClick={() => void run(() => approve({ teamId, userId: request.userId }).unwrap(), t.approved)}
                  >
                    {t.approve}
                  </Button>,
                  <Button
                    key="decline"
                    size="small"
                    onClick={() => void run(() => decline({ teamId, userId: request.userId }).unwrap(), t.declined)}
                  >
                    {t.decline}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={request.displayName}
                  description={`${request.email ?? ''}\u3000${t.requestedAt}：${dateTime(request.requestedAt)}`}
                />
              </List.Item>
            )}
          />
        )}
      </section>

      <section aria-label={t.inviteTitle}>
        <Typography.Title level={5}>{t.inviteTitle}</Typography.Title>
        <Space wrap style={{ marginBottom: 12 }}>
          <Typography.Text>{t.expiryLabel}</Typography.Text>
          <Select
            aria-label={t.expiryLabel}
            value={expiryDays}
            onChange={setExpiryDays}
            style={{ width: 120 }}
            options={EXPIRY_CHOICES.map((days) => ({ value: days, label: t.expiryDays(days) }))}
          />
        </Space>
        <div>
          <Typography.Text strong>{t.inviteByEmail}</Typography.Text>
        </div>
        <Form form={emailForm} layout="inline" onFinish={(values) => void invite(values)} style={{ marginTop: 8, rowGap: 8 }}>
          {/* Shrinks to a phone's width (390 px) instead of pushing the page sideways. */}
          <Form.Item
            name="email"
            label={t.emailLabel}
            rules={[{ required: true, whitespace: true, message: t.emailRequired }]}
            style={{ flex: '1 1 240px', minWidth: 0, maxWidth: 420 }}
          >
            <Input type="email" placeholder={t.emailPlaceholder} maxLength={ORGANIZATION_LIMITS.email.max} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={inviting.isLoading}>
              {t.invite}
            </Button>
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t.inviteNote}
        </Typography.Paragraph>
        <Typography.Text strong>{t.inviteByLink}</Typography.Text>
        <div style={{ marginTop: 8 }}>
          <Button onClick={() => void makeLink()} loading={creatingLink.isLoading}>
            {t.createLink}
          </Button>
        </div>
        {link && (
          <Alert
            style={{ marginTop: 12 }}
            type="success"
            showIcon
            title={t.linkNote}
            description={
              <Space.Compact style={{ width: '100%', marginTop: 8 }}>
                <Input readOnly aria-label={t.linkLabel} value={link.url} onFocus={(e) => e.target.select()} />
                <Button icon={<CopyOutlined />} onClick={() => void copy(link.url)}>
                  {t.copy}
                </Button>
              </Space.Compact>
            }
          />
        )}
      </section>

      <section aria-label={t.pendingTitle}>
        <Typography.Title level={5}>{t.pendingTitle}</Typography.Title>
        {invitations.isError ? (
          <LoadFailure title={membersTexts.page.loadError} error={invitations.error} onRetry={() => void invitations.refetch()} />
        ) : (
          <List
            loading={invitations.isLoading}
            dataSource={invitations.data ?? []}
            locale={{ emptyText: t.pendingEmpty }}
            renderItem={(invitation) => (
              <List.Item
                actions={[
                  <Popconfirm
                    key="revoke"
                    title={t.revokeConfirm}
                    okText={t.revoke}
                    onConfirm={() => run(() => revoke({ teamId, invitationId: invitation.id }).unwrap(), t.revoked)}
                  >
                    <Button size="small" danger>
                      {t.revoke}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <Tag>{invitation.kind === 'email' ? t.kindEmail : t.kindLink}</Tag>
                      <span>{invitation.email ?? t.linkLabel}</span>
                      {invitation.expired && <Tag color="default">{t.expired}</Tag>}
                    </Space>
                  }
                  description={`${t.expiresAt}：${dateTime(invitation.expiresAt)}`}
                />
              </List.Item>
            )}
          />
        )}
      </section>
    </Flex>
  );
}
