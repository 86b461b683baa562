import { PictureOutlined, PlusOutlined, UploadOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { isSearchableQuery } from '@pivot/rules';
import { Button, Flex, Input, Space, Tooltip } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { membersTexts } from '../../../locales/ja-JP/members';
import type { CompanyMemberResponse } from '../../../shared/api/generated/company-members';
import { useDepartmentsListDepartmentsQuery } from '../../../shared/api/generated/departments';
import type { TeamResponse } from '../../../shared/api/generated/teams';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { notifySuccess } from '../../../shared/ui/notify';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { NO_DEPARTMENT_COLOR } from '../../../shared/lib/department-color';
import { useCompanyMembersDeleteCompanyMemberMutation, useCompanyMembersListTeamCompanyMembersQuery } from '../api/members-api';
import { MemberPictureButton } from './MemberPictureButton';
import { DepartmentTag } from './DepartmentTag';
import { ExportCsvButton } from './ExportCsvButton';
import { IdCell } from './IdCell';
import { RowActions } from './RowActions';
import { TeamUsersSection } from './TeamUsersSection';
import { NodeIndexOutlined } from '@ant-design/icons';
import { growthTrailTexts } from '../../../locales/ja-JP/growth-trail';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { formatCalendarDate } from '../../../shared/lib/datetime';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import '../write-failures';
import { PersonAvatar } from '../../../shared/ui/PersonAvatar';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';

const CsvImportDialog = lazyDialog(() => import('./CsvImportDialog').then((m) => m.CsvImportDialog));
const PictureImportDialog = lazyDialog(() => import('./PictureImportDialog').then((m) => m.PictureImportDialog));
const MemberDialog = lazyDialog(() => import('./MemberDialog').then((m) => m.MemberDialog));
const ForgetPersonDialog = lazyDialog(() => import('./ForgetPersonDialog').then((m) => m.ForgetPersonDialog));

const texts = membersTexts.members;
const common = membersTexts.common;
const PAGE_SIZE = 20;

const missing = <Typography.Text type="secondary">{common.none}</Typography.Text>;

interface MembersSectionProps {
  team: TeamResponse;
  showIds: boolean;
}

/**
 * The team's company members, with add/edit/delete, CSV bulk registration and CSV export. A plain
 * member of the team gets the roster only (the server leaves out others' e-mails and hire dates and
 * refuses the export), so those columns and the export are not offered, and the screen says why.
 */
export function MembersSection({ team, showIds }: MembersSectionProps) {
  const seesEveryone = team.canReadBoard;
  // The search box starts from `?q=` (a member found by the global search opens here).
  const [searchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  const [search, setSearch] = useState(urlQuery);
  // A new `?q=` (a member opened from the palette while this screen is shown) replaces what was typed.
  const [shownUrlQuery, setShownUrlQuery] = useState(urlQuery);
  if (urlQuery !== shownUrlQuery) {
    setShownUrlQuery(urlQuery);
    setSearch(urlQuery);
  }
  const typed = useDeferredValue(search.trim());
  const q = isSearchableQuery(typed) ? typed : undefined;
  const members = useCompanyMembersListTeamCompanyMembersQuery({ teamId: team.id, q });
  const departments = useDepartmentsListDepartmentsQuery({ teamId: team.id });
  const [deleteMember] = useCompanyMembersDeleteCompanyMemberMutation();
  const [editing, setEditing] = useState<{ member?: CompanyMemberResponse } | null>(null);
  const [importing, setImporting] = useState(false);
  const [importingPictures, setImportingPictures] = useState(false);
  const [forgetting, setForgetting] = useState<CompanyMemberResponse | null>(null);
  const { user } = useCurrentUser();
  const isAdmin = user?.isAdmin === true;
  const colorOf = (departmentId: string) => departments.data?.find((d) => d.id === departmentId)?.color;

  const remove = async (member: CompanyMemberResponse) => {
    try {
      await deleteMember({ id: member.id, 'If-Match': String(member.revision) }).unwrap();
      notifySuccess(texts.deleted);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  // The name always (and the id when asked for); the row's actions, the department, the position, the address and the hire date as the width allows (decision 0101).
  const columns: ResponsiveColumn<CompanyMemberResponse>[] = [
    ...(showIds ? [{ key: 'id', title: common.id, width: 120, keep: true, render: (_: unknown, m: CompanyMemberResponse) => <IdCell id={m.id} /> }] : []),
    {
      key: 'name',
      title: texts.name,
      width: 180,
      keep: true,
      render: (_: unknown, m: CompanyMemberResponse) => (
        <Typography.Text strong>
          <PersonAvatar name={m.displayName} pictureUrl={m.pictureUrl} size={24} /> {`${m.lastName} ${m.firstName}`}
        </Typography.Text>
      ),
    },
    ...(seesEveryone ? [{ key: 'email', title: texts.email, dataIndex: 'email', width: 220, priority: 4, render: (email: string | null) => email ?? missing }] : []),
    { key: 'position', title: texts.position, dataIndex: 'positionName', width: 120, priority: 3, render: (name: string | null) => name ?? missing },
    {
      key: 'department',
      title: texts.department,
      width: 140,
      priority: 2,
      sorter: (a: CompanyMemberResponse, b: CompanyMemberResponse) => (a.departmentName ?? '').localeCompare(b.departmentName ?? '', 'ja'),
      render: (_: unknown, m: CompanyMemberResponse) =>
        m.departmentId && m.departmentName ? <DepartmentTag name={m.departmentName} color={colorOf(m.departmentId) ?? NO_DEPARTMENT_COLOR} /> : missing,
    },
    ...(seesEveryone
      ? [
          {
            key: 'hireDate',
            title: texts.hireDate,
            width: 110,
            priority: 5,
            dataIndex: 'hireDate',
            // ISO dates compare as text; members without one come last.
            sorter: (a: CompanyMemberResponse, b: CompanyMemberResponse) => (a.hireDate ?? '9999').localeCompare(b.hireDate ?? '9999'),
            render: (hireDate: string | null) => (hireDate ? formatCalendarDate(hireDate, 'day') : missing),
          },
        ]
      : []),
    ...(team.canManage || isAdmin
      ? [
          {
            key: 'actions',
            title: common.actions,
            width: isAdmin ? 222 : 182,
            priority: 1,
            render: (_: unknown, member: CompanyMemberResponse) => (
              <Space size={0}>
                {team.canManage && (
                  <LinkButton
                    type="text"
                    icon={<NodeIndexOutlined />}
                    aria-label={`${member.displayName}の${growthTrailTexts.open}`}
                    title={growthTrailTexts.open}
                    to={`/community/members/${member.id}/growth-trail?team=${encodeURIComponent(team.id)}`}
                  />
                )}
                {team.canManage && <MemberPictureButton member={member} />}
                {team.canManage && (
                  <RowActions
                    label={member.displayName}
                    confirmTitle={texts.deleteConfirm(member.displayName)}
                    confirmText={texts.deleteConfirmText}
                    onEdit={() => setEditing({ member })}
                    onDelete={() => remove(member)}
                  />
                )}
                {isAdmin && (
                  <Tooltip title={membersTexts.forget.action}>
                    <Button
                      type="text"
                      danger
                      icon={<UserDeleteOutlined />}
                      aria-label={membersTexts.forget.actionLabel(member.displayName)}
                      onClick={() => setForgetting(member)}
                    />
                  </Tooltip>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  if (members.isError) return <LoadFailure title={membersTexts.page.loadError} error={members.error} onRetry={() => members.refetch()} />;
  const count = members.data?.length ?? 0;
  return (
    <Flex vertical gap="middle">
      {seesEveryone ? (
        <Flex justify="flex-end">
          <Space wrap>
            <ExportCsvButton team={team} disabled={count === 0} />
            {team.canManage && (
              <>
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                  {membersTexts.csv.import}
                </Button>
                <Button icon={<PictureOutlined />} onClick={() => setImportingPictures(true)}>
                  {membersTexts.pictures.import}
                </Button>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                  {texts.add}
                </Button>
              </>
            )}
          </Space>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{texts.rosterOnly}</Typography.Text>
      )}
      <Flex vertical gap={4}>
        <Input.Search
          aria-label={texts.search}
          placeholder={texts.searchPlaceholder}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 420 }}
        />
        {typed && !q && <Typography.Text type="secondary">{texts.searchHint}</Typography.Text>}
      </Flex>
      <ResponsiveTable<CompanyMemberResponse>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={members.data}
        loading={members.isFetching}
        pagination={count > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
        locale={{
          emptyText: q ? (
            <EmptyState size="compact" illustration="list" title={texts.noHits(q)} />
          ) : (
            <EmptyState size="compact" illustration="list" title={texts.empty} description={texts.emptyHint} />
          ),
        }}
      />
      {editing && <MemberDialog teamId={team.id} member={editing.member} onClose={() => setEditing(null)} />}
      {importing && <CsvImportDialog teamId={team.id} onClose={() => setImporting(false)} />}
      {importingPictures && <PictureImportDialog teamId={team.id} onClose={() => setImportingPictures(false)} />}
      {forgetting && (
        <ForgetPersonDialog kind="company_member" subjectId={forgetting.id} name={forgetting.displayName} onClose={() => setForgetting(null)} />
      )}
      {isAdmin && user && <TeamUsersSection team={team} currentUserId={user.id} />}
    </Flex>
  );
}
