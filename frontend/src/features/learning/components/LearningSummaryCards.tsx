import { ClockCircleOutlined, PieChartOutlined, TrophyOutlined } from '@ant-design/icons';
import { Col, Flex, Row, Tag, Tooltip } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { LearningCategoryBars } from '../../../shared/ui/LearningCategoryBars';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { LearningSummaryResponse } from '../../../shared/api/generated/learning';
import { brand } from '../../../shared/ui/brand-tokens';
import { StatCard } from '../../../shared/ui/StatCard';

/** The three summary cards and the category bars, all computed by the server from the user's progress. */
export function LearningSummaryCards({ summary, loading }: { summary: LearningSummaryResponse | undefined; loading: boolean }) {
  const s = summary;
  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <StatCard
            title={texts.summary.overall}
            value={s?.overallPercent}
            unit={texts.summary.percentUnit}
            hint={s ? texts.summary.overallHint(s.completedCount, s.totalCount) : ''}
            icon={<PieChartOutlined />}
            color={brand.primary}
            loading={loading}
          />
        </Col>
        <Col xs={24} md={8}>
          <StatCard
            title={texts.summary.studyTime}
            value={s?.studyMinutesThisMonth}
            unit={texts.summary.minutesUnit}
            hint={s ? texts.summary.studyTimeHint(s.studyMinutesTotal) : ''}
            icon={<ClockCircleOutlined />}
            color={brand.success}
            loading={loading}
          />
        </Col>
        <Col xs={24} md={8}>
          <StatCard
            title={texts.summary.badges}
            value={s?.badgesEarned}
            unit={texts.summary.badgeUnit}
            hint={s ? texts.summary.badgesHint(s.badges.length) : ''}
            icon={<TrophyOutlined />}
            color={brand.accent}
            loading={loading}
          />
        </Col>
      </Row>
      {s && (
        <Panel size="small" title={texts.categoriesTitle}>
          <Flex vertical gap="small">
            <LearningCategoryBars categories={s.categories} />
            <Flex gap={4} wrap>
              {s.badges.map(({ badge, earned }) => (
                <Tooltip key={badge} title={texts.badges[badge]?.hint}>
                  <Tag
                    color={earned ? 'gold' : undefined}
                    icon={earned ? <TrophyOutlined /> : undefined}
                    variant={earned ? undefined : 'outlined'}
                    // Not earned yet: a dashed outline, its name still readable (a faded tag was 3.4:1).
                    style={earned ? undefined : { borderStyle: 'dashed', background: 'transparent' }}
                  >
                    {texts.badges[badge]?.label ?? badge}
                  </Tag>
                </Tooltip>
              ))}
            </Flex>
          </Flex>
        </Panel>
      )}
    </Flex>
  );
}

