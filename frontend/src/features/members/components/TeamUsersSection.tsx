import { UserDeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import { useTeamsListTeamMembersQuery, type TeamMemberResponse, type TeamResponse } from '../../../shared/api/generated/teams';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { PersonAvatar } from '../../../shared/ui/PersonAvatar';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';

const ForgetPersonDialog = lazyDialog(() => import('./ForgetPersonDialog').then((m) => m.ForgetPersonDialog));

const texts = membersTexts.forget;

/**
 * For admins: the team's users (who sign in), each with '個人データを削除' (decision 0044). Not the
 * admin console: the users of the team on screen, where the admin already looks for a person.
 */
export function TeamUsersSection({ team, currentUserId }: { team: TeamResponse; currentUserId: string }) {
  const users = useTeamsListTeamMembersQuery({ teamId: team.id });
  const [forgetting, setForgetting] = useState<TeamMemberResponse | null>(null);

  // The name always; the action, then the address as the width allows (decision 0101).
  const columns: ResponsiveColumn<TeamMemberResponse>[] = [
    {
      key: 'name',
      title: texts.userName,
      width: 180,
      keep: true,
      render: (_: unknown, u: TeamMemberResponse) => (
        <Typography.Text strong>
          <PersonAvatar name={u.displayName} userId={u.userId} size={24} />{' '}
          {u.displayName}
          {u.userId === currentUserId && <Typography.Text type="secondary">{texts.you}</Typography.Text>}
        </Typography.Text>
      ),
    },
    { key: 'email', title: texts.userEmail, dataIndex: 'email', width: 220, priority: 2, render: (email: string | null) => email ?? membersTexts.common.none },
    {
      key: 'actions',
      title: membersTexts.common.actions,
      width: 80,
      priority: 1,
      render: (_: unknown, u: TeamMemberResponse) =>
        u.userId === currentUserId ? null : (
          <Tooltip title={texts.action}>
            <Button type="text" danger icon={<UserDeleteOutlined />} aria-label={texts.actionLabel(u.displayName)} onClick={() => setForgetting(u)} />
          </Tooltip>
        ),
    },
  ];

  return (
    <Panel size="small" title={texts.usersSection}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{texts.usersLead}</Typography.Text>
        {users.isError ? (
          <LoadFailure title={membersTexts.page.loadError} error={users.error} onRetry={() => users.refetch()} />
        ) : (
          <ResponsiveTable<TeamMemberResponse>
            rowKey="userId"
            size="small"
            columns={columns}
            dataSource={users.data}
            loading={users.isFetching}
            pagination={false}
            locale={{ emptyText: texts.usersEmpty }}
          />
        )}
      </Flex>
      {forgetting && <ForgetPersonDialog kind="user" subjectId={forgetting.userId} name={forgetting.displayName} onClose={() => setForgetting(null)} />}
    </Panel>
  );
}
