import { ApartmentOutlined, CrownOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Collapse, Flex, Space, Switch } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import { useDepartmentsListDepartmentsQuery } from '../../../shared/api/generated/departments';
import { usePositionsListPositionsQuery } from '../../../shared/api/generated/positions';
import { NoTeamSelected, TeamToolbar, useSelectedTeam } from '../../../shared/teams';
import { useCompanyMembersListTeamCompanyMembersQuery } from '../api/members-api';
import { DepartmentsSection } from '../components/DepartmentsSection';
import { MembersSection } from '../components/MembersSection';
import { MemberStats } from '../components/MemberStats';
import { PositionsSection } from '../components/PositionsSection';
import { TeamAdmissionSection } from '../components/TeamAdmissionSection';
import { teamAdmissionMessages } from '../../../locales/ja-JP/teams';
import { SectionLabel } from '../components/SectionLabel';
import { PageTitle } from '../../../shared/ui/PageTitle';

const texts = membersTexts.page;

/**
 * The members screen (spec part 2 §2): the selected team's figures, positions, departments and
 * members. The team is the one chosen in the selector (shared with the MS matrix page's default),
 * never a fixed id; the selector offers the teams the person may read.
 */
export default function MembersPage() {
  const selection = useSelectedTeam();
  const [showIds, setShowIds] = useState(false);
  const team = selection.teams.find((t) => t.id === selection.selectedTeamId);
  const skip = team === undefined;
  const positions = usePositionsListPositionsQuery({ teamId: team?.id }, { skip });
  const departments = useDepartmentsListDepartmentsQuery({ teamId: team?.id }, { skip });
  const members = useCompanyMembersListTeamCompanyMembersQuery({ teamId: team?.id ?? '' }, { skip });

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1200 }}>
      <PageTitle title={texts.title} lead={texts.lead} />
      <Panel size="small">
        <TeamToolbar
          {...selection}
          extra={
            <Space>
              <Switch checked={showIds} onChange={setShowIds} aria-label={texts.showIds} />
              <Typography.Text>{texts.showIds}</Typography.Text>
            </Space>
          }
        />
      </Panel>
      {!selection.isLoading && !team && <NoTeamSelected joinableTeams={selection.joinableTeams} onSelected={selection.selectTeam} />}
      {team && (
        <>
          <MemberStats teamId={team.id} />
          <Collapse
            defaultActiveKey={['admission', 'positions', 'departments', 'members']}
            items={[
              // Who may join: for those who may change the team (decision 0058).
              ...(team.canManage
                ? [
                    {
                      key: 'admission',
                      label: <SectionLabel icon={<UserAddOutlined />} title={teamAdmissionMessages.tab} count={undefined} />,
                      children: <TeamAdmissionSection team={team} />,
                    },
                  ]
                : []),
              {
                key: 'positions',
                label: <SectionLabel icon={<CrownOutlined />} title={membersTexts.positions.section} count={positions.data?.length} />,
                children: <PositionsSection teamId={team.id} canManage={team.canManage} showIds={showIds} />,
              },
              {
                key: 'departments',
                label: <SectionLabel icon={<ApartmentOutlined />} title={membersTexts.departments.section} count={departments.data?.length} />,
                children: <DepartmentsSection teamId={team.id} canManage={team.canManage} showIds={showIds} />,
              },
              {
                key: 'members',
                label: <SectionLabel icon={<TeamOutlined />} title={membersTexts.members.section} count={members.data?.length} />,
                children: <MembersSection team={team} showIds={showIds} />,
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
