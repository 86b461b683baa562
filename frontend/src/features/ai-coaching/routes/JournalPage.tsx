import { BookOutlined, FireOutlined } from '@ant-design/icons';
import { Card, Col, Flex, List, Row, Skeleton, Tabs, Tag, Typography, theme } from 'antd';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import { useAiCoachingActiveSessionQuery, useAiCoachingSessionsQuery } from '../../../shared/api/generated/ai-coaching';
import { useJournalInsightsQuery, useJournalListJournalEntriesQuery } from '../../../shared/api/generated/journal';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { StatCard } from '../../../shared/ui/StatCard';
import { ChatPanel } from '../components/ChatPanel';
import { CoachBadge } from '../components/CoachBadge';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { ReflectionGuide } from '../components/ReflectionGuide';
import { SessionCard } from '../components/SessionCard';
import { StartSessionCard } from '../components/StartSessionCard';
import { orNull } from '../lib/sessions';

const t = aiCoachingTexts.journal;

function Dialogue() {
  const active = useAiCoachingActiveSessionQuery({ sessionType: 'reflection' });
  const session = orNull(active.data);
  if (active.isLoading) return <Skeleton active />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        {session ? (
          <ChatPanel session={session} header={<CoachBadge />} />
        ) : (
          <Flex vertical gap="middle">
            <CoachBadge />
            <StartSessionCard
              sessionType="reflection"
              texts={t}
              requiredMessage={t.topicRequired}
              suggestions={t.suggestions}
              suggestionsTitle={t.suggestionsTitle}
              started={t.started}
            />
          </Flex>
        )}
      </Col>
      <Col xs={24} lg={10}>
        <ReflectionGuide key={session?.id ?? 'none'} session={session} />
      </Col>
    </Row>
  );
}

function Past() {
  const sessions = useAiCoachingSessionsQuery();
  const entries = useJournalListJournalEntriesQuery();
  const reflections = (sessions.data ?? []).filter((s) => s.sessionType === 'reflection');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t.entriesTitle} loading={entries.isLoading}>
          {(entries.data ?? []).length === 0 ? (
            <EmptyState size="compact" illustration="list" title={t.entriesEmpty} />
          ) : (
            <List
              dataSource={entries.data}
              renderItem={(entry) => (
                <List.Item key={entry.id}>
                  <List.Item.Meta
                    avatar={<BookOutlined />}
                    title={
                      <Flex gap="small" wrap>
                        <span>{entry.title ?? t.defaultEntryTitle}</span>
                        <Tag>{t.weekOf(entry.weekOf)}</Tag>
                      </Flex>
                    }
                    description={entry.aiSummary ? `${t.aiSummary}: ${entry.aiSummary}` : null}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Flex vertical gap="small">
          {sessions.isLoading ? <Skeleton active /> : reflections.length === 0 ? <EmptyState size="compact" illustration="list" title={t.pastEmpty} /> : reflections.map((s) => <SessionCard key={s.id} session={s} />)}
        </Flex>
      </Col>
    </Row>
  );
}

function Insights() {
  const { token } = theme.useToken();
  const insights = useJournalInsightsQuery();
  const data = insights.data;
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t.insightsTitle}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <StatCard title={t.streak} value={data?.weekStreak} unit={t.streakUnit} hint={t.streakHint} icon={<FireOutlined />} color={token.colorWarning} loading={insights.isLoading} />
        </Col>
        <Col xs={24} md={12}>
          <StatCard title={t.totalEntries} value={data?.totalEntries} unit="件" hint={t.totalEntriesHint} icon={<BookOutlined />} color={token.colorPrimary} loading={insights.isLoading} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={t.themesTitle} loading={insights.isLoading}>
            {(data?.themes ?? []).length === 0 ? (
              <Typography.Text type="secondary">{t.themesEmpty}</Typography.Text>
            ) : (
              <List dataSource={data?.themes} renderItem={(theme) => <List.Item key={theme.title}>{theme.title}<Tag>{t.themeCount(theme.count)}</Tag></List.Item>} />
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t.goalsTitle} loading={insights.isLoading}>
            {(data?.recentGoals ?? []).length === 0 ? (
              <Typography.Text type="secondary">{t.entriesEmpty}</Typography.Text>
            ) : (
              <List dataSource={data?.recentGoals} renderItem={(goal, i) => <List.Item key={i}>{goal}</List.Item>} />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

/** AI reflection (spec part 2 §2): the dialogue with the reflection guide, past sessions and entries, insights. */
export default function JournalPage() {
  return (
    <Flex vertical gap="large" style={{ maxWidth: 1200 }}>
      <PageTitle title={t.title} lead={t.lead} />
      <Tabs
        items={[
          { key: 'dialogue', label: t.tabs.dialogue, children: <Dialogue /> },
          { key: 'past', label: t.tabs.past, children: <Past /> },
          { key: 'insights', label: t.tabs.insights, children: <Insights /> },
        ]}
      />
    </Flex>
  );
}
