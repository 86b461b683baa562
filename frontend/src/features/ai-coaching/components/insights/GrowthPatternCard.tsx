import { BookOutlined, FireOutlined } from '@ant-design/icons';
import { Col, Flex, Row, Statistic, Tag, theme } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { Panel } from '../../../../shared/ui/Panel';
import { aiCoachingTexts } from '../../../../locales/ja-JP/ai-coaching';
import { coachingInsightsTexts as texts } from '../../../../locales/ja-JP/coaching-insights';
import type { CoachingInsightsResponse } from '../../../../shared/api/generated/coaching-insights';
import type { JournalInsightsResponse } from '../../../../shared/api/generated/journal';
import { ActivityChart } from './ActivityChart';
import { GrowBalance } from './GrowBalance';

const j = aiCoachingTexts.journal;

/**
 * The reflection journal's growth pattern: the week streak and entries, the weekly activity, the
 * recurring themes and how far the coaching sessions get through GROW.
 */
export function GrowthPatternCard({ insights, journal, loading }: { insights: CoachingInsightsResponse | undefined; journal: JournalInsightsResponse | undefined; loading: boolean }) {
  const { token } = theme.useToken();
  const recurring = (insights?.themes ?? []).filter((t) => t.count >= 2).slice(0, 3);
  return (
    <Panel title={texts.growthPattern.title} loading={loading}>
      <Flex vertical gap="large">
        <Row gutter={[16, 16]}>
          <Col span={12}>
            <Statistic title={j.streak} value={journal?.weekStreak ?? 0} suffix={j.streakUnit} prefix={<FireOutlined style={{ color: token.colorWarning }} />} />
          </Col>
          <Col span={12}>
            <Statistic title={j.totalEntries} value={journal?.totalEntries ?? 0} suffix="件" prefix={<BookOutlined style={{ color: token.colorPrimary }} />} />
          </Col>
        </Row>
        {insights && <ActivityChart weeks={insights.activity} />}
        <Flex vertical gap={4}>
          <Typography.Text strong>{texts.themes.title}</Typography.Text>
          {recurring.length === 0 ? (
            <Typography.Text type="secondary">{j.themesEmpty}</Typography.Text>
          ) : (
            <Flex wrap gap={4}>
              {recurring.map((t) => (
                <Tag key={t.key} color="orange">
                  {t.label}（{texts.themes.count(t.count)}）
                </Tag>
              ))}
            </Flex>
          )}
        </Flex>
        {insights && insights.grow.sessions > 0 && (
          <Flex vertical gap={4}>
            <Typography.Text strong>{texts.grow.title}</Typography.Text>
            <GrowBalance grow={insights.grow} />
          </Flex>
        )}
      </Flex>
    </Panel>
  );
}
