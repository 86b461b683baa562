import { CrownOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { membersTexts } from '../../../locales/ja-JP/members';
import { StatCard } from '../../../shared/ui/StatCard';
import { brand } from '../../../shared/ui/brand-tokens';
import { useCompanyMembersGetCompanyMemberStatsQuery } from '../api/members-api';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

const texts = membersTexts.stats;

/** The team's figures as `GET /api/company-members/stats` computes them. */
export function MemberStats({ teamId }: { teamId: string }) {
  const { data, isLoading, isError, error } = useCompanyMembersGetCompanyMemberStatsQuery({ teamId });
  if (isError) return <LoadFailure title={membersTexts.page.loadError} error={error} />;
  const month = data ? texts.monthLabel(data.month) : '';
  const cards = [
    { key: 'total', ...texts.totalMembers, value: data?.totalMembers, hint: texts.totalHint, icon: <TeamOutlined />, color: brand.primary },
    { key: 'positions', ...texts.positions, value: data?.positions, hint: texts.positionsHint, icon: <CrownOutlined />, color: brand.accent },
    { key: 'newHires', ...texts.newHires, value: data?.newHiresThisMonth, hint: texts.newHiresHint(month), icon: <UserAddOutlined />, color: brand.success },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ key, ...card }) => (
        <Col key={key} xs={24} md={8}>
          <StatCard {...card} loading={isLoading} />
        </Col>
      ))}
    </Row>
  );
}
