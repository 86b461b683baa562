import { Button, Descriptions, Drawer, Flex, Skeleton } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { useSearchParams } from 'react-router';
import { aiCoachingTexts } from '../../../../locales/ja-JP/ai-coaching';
import { coachingInsightsTexts as texts } from '../../../../locales/ja-JP/coaching-insights';
import { useAiCoachingSessionQuery } from '../../../../shared/api/generated/ai-coaching';
import type { InsightSourceResponse } from '../../../../shared/api/generated/coaching-insights';
import { useJournalListJournalEntriesQuery } from '../../../../shared/api/generated/journal';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { LoadFailure } from '../../../../shared/ui/LoadFailure';
import { useNarrowScreen } from '../../../../shared/ui/use-narrow-screen';
import { parseSourceKey, SOURCE_PARAM, sourceKey, sourceLabel } from '../../lib/insights';
import { ChatPanel } from '../ChatPanel';

/**
 * Links back to the sessions and journal entries an insight comes from: each opens the record in
 * a drawer on the same page (`?insight=session:<id>`), so the address can be shared and Back closes it.
 */
export function SourceLinks({ sources, max = 3 }: { sources: readonly InsightSourceResponse[]; max?: number }) {
  const [params, setParams] = useSearchParams();
  const open = (source: InsightSourceResponse) => {
    const next = new URLSearchParams(params);
    next.set(SOURCE_PARAM, sourceKey(source));
    setParams(next);
  };
  return (
    <Flex wrap gap={4} align="center">
      {sources.slice(0, max).map((source) => (
        <Button key={sourceKey(source)} type="link" size="small" style={{ paddingInline: 4, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => open(source)}>
          {sourceLabel(source)}
        </Button>
      ))}
      {sources.length > max && <Typography.Text type="secondary">{texts.source.more(sources.length - max)}</Typography.Text>}
    </Flex>
  );
}

function SessionRecord({ id }: { id: string }) {
  const session = useAiCoachingSessionQuery({ id });
  if (session.isLoading) return <Skeleton active />;
  if (session.error) return <LoadFailure title={texts.source.notFound} error={session.error} onRetry={session.refetch} />;
  return session.data ? <ChatPanel session={session.data} /> : null;
}

function JournalRecord({ id }: { id: string }) {
  const entries = useJournalListJournalEntriesQuery();
  if (entries.isLoading) return <Skeleton active />;
  if (entries.error) return <LoadFailure title={texts.loadFailed} error={entries.error} onRetry={entries.refetch} />;
  const entry = entries.data?.find((e) => e.id === id);
  if (!entry) return <EmptyState size="compact" illustration="notFound" title={texts.source.notFound} />;
  const guide = aiCoachingTexts.journal.guide;
  return (
    <Descriptions
      column={1}
      layout="vertical"
      size="small"
      items={[
        { key: 'title', label: aiCoachingTexts.journal.entryTitle, children: entry.title ?? aiCoachingTexts.journal.defaultEntryTitle },
        { key: 'practice', label: guide.practiceContent, children: entry.practiceContent ?? '—' },
        { key: 'insights', label: guide.insights, children: entry.insights ?? '—' },
        { key: 'challenges', label: guide.challenges, children: entry.challenges ?? '—' },
        { key: 'goals', label: guide.goals, children: entry.goals ?? '—' },
        { key: 'week', label: aiCoachingTexts.journal.weekOf(entry.weekOf), children: entry.aiSummary ?? '—' },
      ]}
    />
  );
}

/** The drawer the links open: the session's conversation, or the journal entry. */
export function SourceDrawer() {
  const [params, setParams] = useSearchParams();
  const narrow = useNarrowScreen();
  const source = parseSourceKey(params.get(SOURCE_PARAM));
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(SOURCE_PARAM);
    setParams(next);
  };
  return (
    <Drawer
      open={!!source}
      onClose={close}
      size={narrow ? '100%' : 560}
      title={source?.kind === 'journal' ? texts.source.drawerJournal : texts.source.drawerSession}
      closable={{ 'aria-label': texts.source.close }}
      destroyOnHidden
    >
      {source?.kind === 'session' && <SessionRecord id={source.id} />}
      {source?.kind === 'journal' && <JournalRecord id={source.id} />}
    </Drawer>
  );
}
