import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, List, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import { useAiCoachingCompleteMutation, useAiCoachingScenariosQuery, useAiCoachingSessionsQuery, useAiCoachingStartSessionMutation, type CoachingSessionResponse, type ScenarioResponse } from '../../../shared/api/generated/ai-coaching';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { failureShown } from '../../../shared/api/write-failures';
import { notifyError } from '../../../shared/ui/notify';
import '../write-failures';
import { ChatPanel } from '../components/ChatPanel';
import { CoachBadge } from '../components/CoachBadge';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { SessionCard } from '../components/SessionCard';
import { scenarioOf } from '../lib/sessions';

const t = aiCoachingTexts.roleplay;
const difficultyColor: Record<string, string> = { 低: 'green', 中: 'gold', 高: 'red' };

function Debrief({ session }: { session: CoachingSessionResponse }) {
  const d = session.debrief;
  if (!d) return null;
  return (
    <Card title={t.debriefTitle}>
      <Flex vertical gap="middle">
        <div>
          <Typography.Title level={5}>{t.wentWell}</Typography.Title>
          <List size="small" dataSource={d.wentWell} renderItem={(x) => <List.Item>{x}</List.Item>} />
        </div>
        <div>
          <Typography.Title level={5}>{t.toTry}</Typography.Title>
          <List size="small" dataSource={d.toTry} renderItem={(x) => <List.Item>{x}</List.Item>} />
        </div>
        <div>
          <Typography.Title level={5}>{t.concept}</Typography.Title>
          <Tag color="blue">{d.concept.title}</Tag>
          <Typography.Paragraph style={{ marginTop: 8 }}>{d.concept.text}</Typography.Paragraph>
        </div>
      </Flex>
    </Card>
  );
}

/** Role-play practice (spec part 2 §2): the six scenarios, practice with the persona, history; a debrief at the end. */
export default function RoleplayPage() {
  const [params] = useSearchParams();
  const suggested = params.get('scenario');
  const scenarios = useAiCoachingScenariosQuery();
  const sessions = useAiCoachingSessionsQuery();
  const [start, { isLoading: starting }] = useAiCoachingStartSessionMutation();
  const [complete, { isLoading: ending }] = useAiCoachingCompleteMutation();
  const [tab, setTab] = useState('scenarios');
  const [currentId, setCurrentId] = useState<string | null>(null);
  const roleplays = (sessions.data ?? []).filter((s) => s.sessionType === 'roleplay');
  const current = roleplays.find((s) => s.id === currentId) ?? null;

  const choose = async (scenario: ScenarioResponse | undefined) => {
    if (!scenario) {
      notifyError(new Error(t.scenarioRequired));
      return;
    }
    try {
      const session = await start({ startCoachingSessionRequest: { sessionType: 'roleplay', context: JSON.stringify(scenario), messages: [], isActive: true } }).unwrap();
      setCurrentId(session.id);
      setTab('practice');
    } catch {
      // Shown by the write-failure listener.
    }
  };

  const scenarioCards = (
    <Row gutter={[16, 16]}>
      {(scenarios.data ?? []).map((s) => (
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
              <Flex gap="small" wrap>
                <Tag color={difficultyColor[s.difficulty]}>
                  {t.difficulty}: {s.difficulty}
                </Tag>
                <Tag icon={<ClockCircleOutlined />}>{s.duration}</Tag>
              </Flex>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );

  const practice = current ? (
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
          <Debrief session={current} />
        </Col>
      )}
    </Row>
  ) : (
    <EmptyState illustration="list" title={t.practiceEmpty} actions={<Button onClick={() => setTab('scenarios')}>{t.toScenarios}</Button>} />
  );

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1200 }}>
      <PageTitle title={t.title} lead={t.lead} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'scenarios', label: t.tabs.scenarios, children: scenarios.isLoading ? <Skeleton active /> : scenarioCards },
          { key: 'practice', label: t.tabs.practice, children: practice },
          {
            key: 'history',
            label: t.tabs.history,
            children:
              roleplays.length === 0 ? (
                <EmptyState illustration="list" title={t.historyEmpty} />
              ) : (
                <Flex vertical gap="small">
                  {roleplays.map((s) => (
                    <SessionCard
                      key={s.id}
                      session={s}
                      onOpen={() => {
                        setCurrentId(s.id);
                        setTab('practice');
                      }}
                    />
                  ))}
                </Flex>
              ),
          },
        ]}
      />
    </Flex>
  );
}
