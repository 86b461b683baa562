import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Skeleton, Tabs } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import { useAiCoachingCompleteMutation, useAiCoachingScenariosQuery, useAiCoachingSessionQuery, useAiCoachingSessionsQuery, type CoachingSessionResponse, type ScenarioResponse } from '../../../shared/api/generated/ai-coaching';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { failureShown } from '../../../shared/api/write-failures';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import '../write-failures';
import { ChatPanel } from '../components/ChatPanel';
import { CoachBadge } from '../components/CoachBadge';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { RoleplayDebrief } from '../components/RoleplayDebrief';
import { ScenarioTags } from '../components/ScenarioTags';
import { SessionCard } from '../components/SessionCard';
import { scenarioOf } from '../lib/sessions';
import { useStartRoleplay } from '../lib/roleplay';

const t = aiCoachingTexts.roleplay;

/** The practice of one role-play, read with its messages (`GET …/sessions/{id}`): a resumed one continues where it was left. */
function Practice({ sessionId, onScenarios }: { sessionId: string | null; onScenarios: () => void }) {
  const session = useAiCoachingSessionQuery({ id: sessionId ?? '' }, { skip: !sessionId });
  const [complete, { isLoading: ending }] = useAiCoachingCompleteMutation();
  if (!sessionId) return <EmptyState illustration="list" title={t.practiceEmpty} actions={<Button onClick={onScenarios}>{t.toScenarios}</Button>} />;
  if (session.error !== undefined) return <LoadFailure title={t.loadFailed} error={session.error} onRetry={session.refetch} />;
  const current = session.data;
  if (!current) return <Skeleton active />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={current.debrief ? 14 : 24}>
        <ChatPanel
          session={current}
          header={
            <Flex vertical gap={4}>
              <Typography.Text strong>{scenarioOf(current)?.title}</Typography.Text>
              <CoachBadge />
            </Flex>
          }
          footer={
            current.isActive ? (
              <Button
                loading={ending}
                onClick={async () => {
                  await complete({ id: current.id }).unwrap().catch(failureShown);
                }}
              >
                {t.end}
              </Button>
            ) : null
          }
        />
      </Col>
      {current.debrief && (
        <Col xs={24} lg={10}>
          <RoleplayDebrief debrief={current.debrief} />
        </Col>
      )}
    </Row>
  );
}

function History({ roleplays, onOpen }: { roleplays: CoachingSessionResponse[]; onOpen: (id: string) => void }) {
  if (roleplays.length === 0) return <EmptyState illustration="list" title={t.historyEmpty} />;
  const groups = [
    { key: 'active', title: t.historyActive, sessions: roleplays.filter((s) => s.isActive) },
    { key: 'done', title: t.historyDone, sessions: roleplays.filter((s) => !s.isActive) },
  ].filter((group) => group.sessions.length > 0);
  return (
    <Flex vertical gap="large">
      {groups.map((group) => (
        <Flex key={group.key} vertical gap="small">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {group.title}
          </Typography.Title>
          {group.sessions.map((s) => (
            <SessionCard
              key={s.id}
              session={s}
              onOpen={() => onOpen(s.id)}
              action={
                <Button
                  size="small"
                  type={s.isActive ? 'primary' : 'default'}
                  icon={s.isActive ? <PlayCircleOutlined /> : undefined}
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(s.id);
                  }}
                >
                  {s.isActive ? t.resume : t.showDebrief}
                </Button>
              }
            />
          ))}
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * Role-play practice (spec part 2 §2): the six scenarios, practice with the member, history with the
 * role-plays left half-way first (「再開する」); a debrief at the end. The practised session is in the
 * address (`?session=`), so the coach's dialog opens it and a reload keeps it.
 */
export default function RoleplayPage() {
  const [params, setParams] = useSearchParams();
  const suggested = params.get('scenario');
  const currentId = params.get('session');
  const scenarios = useAiCoachingScenariosQuery();
  const sessions = useAiCoachingSessionsQuery();
  const [startRoleplay, { isLoading: starting }] = useStartRoleplay();
  const [tab, setTab] = useState(currentId ? 'practice' : 'scenarios');
  const roleplays = (sessions.data ?? []).filter((s) => s.sessionType === 'roleplay');

  const practise = (sessionId: string) => {
    setParams({ session: sessionId });
    setTab('practice');
  };
  const choose = async (scenario: ScenarioResponse) => {
    try {
      practise((await startRoleplay(scenario)).id);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  const scenarioCards = (
    <Row gutter={[16, 16]}>
      {(scenarios.data ?? [])
        .filter((s) => s.offeredOn === 'roleplay' || s.id === suggested)
        .map((s) => (
          <Col key={s.id} xs={24} md={12} xl={8}>
            <Card
              title={s.title}
              style={{ height: '100%', borderColor: s.id === suggested ? 'var(--brand-accent)' : undefined }}
              actions={[
                <Button key="go" type={s.id === suggested ? 'primary' : 'link'} loading={starting} onClick={() => void choose(s)}>
                  {t.choose}
                </Button>,
              ]}
            >
              <Flex vertical gap="small">
                <Typography.Text>{s.description}</Typography.Text>
                <ScenarioTags scenario={s} />
              </Flex>
            </Card>
          </Col>
        ))}
    </Row>
  );

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1200 }}>
      <PageTitle title={t.title} lead={t.lead} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'scenarios',
            label: t.tabs.scenarios,
            children: scenarios.error !== undefined ? <LoadFailure title={t.dialog.loadFailed} error={scenarios.error} onRetry={scenarios.refetch} /> : scenarios.isLoading ? <Skeleton active /> : scenarioCards,
          },
          { key: 'practice', label: t.tabs.practice, children: <Practice sessionId={currentId} onScenarios={() => setTab('scenarios')} /> },
          { key: 'history', label: t.tabs.history, children: sessions.isLoading ? <Skeleton active /> : <History roleplays={roleplays} onOpen={practise} /> },
        ]}
      />
    </Flex>
  );
}
