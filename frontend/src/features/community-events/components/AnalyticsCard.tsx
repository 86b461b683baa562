import { Col, Row, Statistic } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import type { EventAnalyticsResponse } from '../../../shared/api/generated/community-events';

const a = t.analytics;

/**
 * The event's analytics (spec part 2 §3), computed by the server from registrations, attendance and
 * feedback. Until the event is held (`held`), what only a held event can say (attendance, its rate,
 * ratings, engagement) shows 「—」, not a 0 that reads as nobody came.
 */
export function AnalyticsCard({ analytics, held }: { analytics: EventAnalyticsResponse; held: boolean }) {
  const figure = (value: number | null, suffix?: string) => (value === null || !held ? { value: a.none } : { value, suffix });
  return (
    <Panel size="small" title={a.title}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8}>
          <Statistic title={a.totalRegistrations} value={analytics.totalRegistrations} suffix={a.people} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={a.totalAttendees} {...figure(analytics.totalAttendees, a.people)} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={a.completionRate} {...figure(analytics.completionRate, a.percent)} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={a.averageRating} {...figure(analytics.averageRating, '/ 5')} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={a.recommendRate} {...figure(analytics.recommendRate, a.percent)} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={a.engagementScore} {...figure(analytics.engagementScore, '/ 100')} />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {a.feedbackCount(analytics.feedbackCount)}・{a.waiting(analytics.waitlisted, analytics.pending)}
        <br />
        {held ? a.engagementHint : a.notHeldYet}
      </Typography.Paragraph>
    </Panel>
  );
}
