import { BookOutlined } from '@ant-design/icons';
import { Col, Flex, List, Row, Skeleton, Tabs, Tag } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import { coachingInsightsTexts } from '../../../locales/ja-JP/coaching-insights';
import { useAiCoachingActiveSessionQuery, useAiCoachingSessionsQuery } from '../../../shared/api/generated/ai-coaching';
import { useCoachingInsightsOverTimeQuery } from '../../../shared/api/generated/coaching-insights';
import { useJournalInsightsQuery, useJournalListJournalEntriesQuery } from '../../../shared/api/generated/journal';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { ChatPanel } from '../components/ChatPanel';
import { CoachBadge } from '../components/CoachBadge';
import { GrowthPatternCard } from '../components/insights/GrowthPatternCard';
import { HighlightsCard } from '../components/insights/HighlightsCard';
import { SourceDrawer } from '../components/insights/SourceLinks';
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
        <Panel title={t.entriesTitle} loading={entries.isLoading}>
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
        </Panel>
      </Col>
      <Col xs={24} lg={12}>
        <Flex vertical gap="small">
          {sessions.isLoading ? <Skeleton active /> : reflections.length === 0 ? <EmptyState size="compact" illustration="list" title={t.pastEmpty} /> : reflections.map((s) => <SessionCard key={s.id} session={s} />)}
        </Flex>
      </Col>
    </Row>
  );
}

/** The insights tab (spec: a growth pattern card and an important-insights card, up to 3), from the same insights as the coach's. */
function Insights() {
  const insights = useCoachingInsightsOverTimeQuery();
  const journal = useJournalInsightsQuery();
  const error = insights.error ?? journal.error;
  if (error) return <LoadFailure title={coachingInsightsTexts.loadFailed} error={error} onRetry={() => Promise.all([insights.refetch(), journal.refetch()])} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <GrowthPatternCard insights={insights.data} journal={journal.data} loading={insights.isLoading || journal.isLoading} />
      </Col>
      <Col xs={24} lg={10}>
        <HighlightsCard highlights={insights.data?.highlights} loading={insights.isLoading} />
      </Col>
      <SourceDrawer />
    </Row>
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
