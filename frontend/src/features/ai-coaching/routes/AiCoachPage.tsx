import { BookOutlined, CheckCircleOutlined, CommentOutlined, MessageOutlined, RightOutlined, ScheduleOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Flex, List, Row, Segmented, Skeleton, theme } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import {
  useAiCoachingActiveSessionQuery,
  useAiCoachingCompleteMutation,
  useAiCoachingCompleteRecommendationMutation,
  useAiCoachingRecommendationsQuery,
  useAiCoachingSessionsQuery,
  useAiCoachingStartSessionMutation,
  useAiCoachingStatsQuery,
} from '../../../shared/api/generated/ai-coaching';
import { brand } from '../../../shared/ui/brand-tokens';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { failureShown } from '../../../shared/api/write-failures';
import '../write-failures';
import { StatCard } from '../../../shared/ui/StatCard';
import { ChatPanel } from '../components/ChatPanel';
import { NextStepActions } from '../components/NextStepActions';
import { InsightsPanel } from '../components/insights/InsightsPanel';
import { RoleplayDialogButton } from '../components/RoleplayDialog';
import { CoachBadge } from '../components/CoachBadge';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { SessionCard } from '../components/SessionCard';
import { StartSessionCard } from '../components/StartSessionCard';
import { orNull } from '../lib/sessions';

const t = aiCoachingTexts.coach;

function Stats() {
  const { token } = theme.useToken();
  const stats = useAiCoachingStatsQuery();
  const s = stats.data;
  const cards = [
    { key: 'completed', ...t.stats.completedSessions, value: s?.completedSessions, icon: <CheckCircleOutlined />, color: token.colorSuccess },
    { key: 'messages', ...t.stats.totalMessages, value: s?.totalMessages, icon: <MessageOutlined />, color: token.colorPrimary },
    { key: 'weeks', ...t.stats.activeWeeks, value: s?.activeWeeksOfLastFour, icon: <ScheduleOutlined />, color: brand.accent },
    { key: 'week', ...t.stats.activityThisWeek, value: s?.activityThisWeek, icon: <CommentOutlined />, color: token.colorWarning },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <StatCard title={card.title} value={card.value} unit={card.unit} hint={card.hint} icon={card.icon} color={card.color} loading={stats.isLoading} />
        </Col>
      ))}
    </Row>
  );
}

function Goals() {
  const recommendations = useAiCoachingRecommendationsQuery();
  const [complete] = useAiCoachingCompleteRecommendationMutation();
  return (
    <Panel title={t.goalsTitle} loading={recommendations.isLoading}>
      {(recommendations.data ?? []).length === 0 ? (
        <Typography.Text type="secondary">{t.goalsEmpty}</Typography.Text>
      ) : (
        <List
          dataSource={recommendations.data?.slice(0, 5)}
          renderItem={(r) => (
            <List.Item key={r.id}>
              <Flex vertical gap={4}>
                <Checkbox
                  checked={r.isCompleted}
                  disabled={r.isCompleted}
                  onChange={async () => {
                    await complete({ id: r.sessionId, recommendationId: r.id }).unwrap().catch(failureShown);
                  }}
                >
                  <Typography.Text delete={r.isCompleted} strong>
                    {r.title}
                  </Typography.Text>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {r.description}
                  </Typography.Paragraph>
                </Checkbox>
                {!r.isCompleted && <NextStepActions step={{ sessionId: r.sessionId, title: r.title, description: r.description }} />}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Panel>
  );
}

/**
 * The quick action 「コーチングを開始」: shows the chat and starts a coaching session when none is
 * active, then brings it into view with the
 * cursor in the message box; an active session is continued.
 */
function useStartCoaching(showChat: () => void) {
  const active = useAiCoachingActiveSessionQuery({ sessionType: 'coaching' });
  const [startSession, { isLoading: starting }] = useAiCoachingStartSessionMutation();
  const [focusWanted, setFocusWanted] = useState(false);
  const start = async () => {
    showChat();
    if (!orNull(active.data)) {
      const started = await startSession({ startCoachingSessionRequest: { sessionType: 'coaching', topic: null, messages: [], isActive: true } })
        .unwrap()
        .then(() => true, failureShown);
      if (!started) return;
    }
    setFocusWanted(true);
  };
  return { start: () => void start(), starting, focusWanted, focused: () => setFocusWanted(false) };
}

function QuickActions({ onCoaching, starting }: { onCoaching: () => void; starting: boolean }) {
  const actions = [
    { key: 'roleplay', to: '/community/roleplay', ...t.quick.roleplay, icon: <TeamOutlined /> },
    { key: 'reflection', to: '/community/journal', ...t.quick.reflection, icon: <BookOutlined /> },
  ];
  return (
    <Panel title={t.quickActions}>
      <Flex vertical gap="small">
        <Button type="primary" icon={<MessageOutlined />} onClick={onCoaching} loading={starting} block>
          {t.quick.coaching.label}
        </Button>
        {actions.map((a) =>
          a.key === 'roleplay' ? (
            <RoleplayDialogButton key={a.key} label={a.label} icon={a.icon} />
          ) : (
            <LinkButton key={a.key} to={a.to} icon={a.icon} style={{ justifyContent: 'flex-start' }}>
              <Flex justify="space-between" style={{ flex: 1 }}>
                <span>{a.label}</span>
                <RightOutlined aria-hidden />
              </Flex>
            </LinkButton>
          ),
        )}
      </Flex>
    </Panel>
  );
}

/**
 * The chat: the active coaching session, or the start card. While `focusWanted` (the quick
 * action was used), the session, once it shows, is brought into view with the cursor in the
 * message box, and `focused` says it was done.
 */
function Chat({ focusWanted, focused }: { focusWanted: boolean; focused: () => void }) {
  const active = useAiCoachingActiveSessionQuery({ sessionType: 'coaching' });
  const [complete, { isLoading }] = useAiCoachingCompleteMutation();
  const session = orNull(active.data);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Done once the session the quick action started (or the one already active) is shown.
    if (!focusWanted || !session || !box.current) return;
    focused();
    box.current.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    box.current.querySelector<HTMLElement>('textarea')?.focus({ preventScroll: true });
  }, [focusWanted, focused, session]);
  let body: ReactNode;
  if (active.isLoading) body = <Skeleton active />;
  else if (!session) body = <StartSessionCard sessionType="coaching" texts={t} />;
  else
    body = (
      <ChatPanel
        session={session}
        header={<CoachBadge />}
        footer={
          <Button
            onClick={async () => {
              await complete({ id: session.id }).unwrap().catch(failureShown);
            }}
            loading={isLoading}
          >
            {aiCoachingTexts.chat.end}
          </Button>
        }
      />
    );
  return (
    <div ref={box} style={{ scrollMarginTop: 80 }}>
      {body}
    </div>
  );
}

function Recent() {
  const sessions = useAiCoachingSessionsQuery();
  const recent = (sessions.data ?? []).slice(0, 5);
  return (
    <Panel title={t.recentTitle} loading={sessions.isLoading}>
      {recent.length === 0 ? (
        <EmptyState size="compact" illustration="list" title={t.recentEmpty} />
      ) : (
        <Flex vertical gap="small">
          {recent.map((s) => (
            <SessionCard key={s.id} session={s} />
          ))}
        </Flex>
      )}
    </Panel>
  );
}

/** AI coach (spec part 2 §2): computed stat cards, chat and insights modes, quick actions, recent sessions, weekly goals, tips. */
export default function AiCoachPage() {
  const [mode, setMode] = useState<'chat' | 'insights'>('chat');
  const coaching = useStartCoaching(() => setMode('chat'));
  return (
    <Flex vertical gap="large" style={{ maxWidth: 1200 }}>
      <PageTitle title={t.title} lead={t.lead} />
      <Stats />
      <Segmented
        value={mode}
        onChange={(v) => setMode(v as 'chat' | 'insights')}
        options={[
          { value: 'chat', label: t.modes.chat },
          { value: 'insights', label: t.modes.insights },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          {mode === 'chat' ? <Chat focusWanted={coaching.focusWanted} focused={coaching.focused} /> : <InsightsPanel onStartCoaching={coaching.start} />}
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap="middle">
            <QuickActions onCoaching={coaching.start} starting={coaching.starting} />
            {mode === 'chat' && <Recent />}
            {mode === 'chat' && <Goals />}
            <Panel title={t.tipsTitle}>
              <List size="small" dataSource={t.tips} renderItem={(tip) => <List.Item>{tip}</List.Item>} />
            </Panel>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
