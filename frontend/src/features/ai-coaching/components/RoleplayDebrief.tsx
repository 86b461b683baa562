import { CheckCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Flex, List, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import type { DebriefResponse } from '../../../shared/api/generated/ai-coaching';

const t = aiCoachingTexts.roleplay;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </div>
  );
}

/**
 * A role-play's debrief: whether the member's concern came out, the manager's lines by kind with
 * their counts and quotes, one line said better, what went well, what to try, the concept.
 */
export function RoleplayDebrief({ debrief }: { debrief: DebriefResponse }) {
  return (
    <Panel title={t.debriefTitle}>
      <Flex vertical gap="middle">
        {debrief.concernHeard !== undefined && (
          <Tag icon={debrief.concernHeard ? <CheckCircleOutlined /> : <InfoCircleOutlined />} color={debrief.concernHeard ? 'success' : 'warning'} style={{ alignSelf: 'flex-start' }}>
            {debrief.concernHeard ? t.concernHeard : t.concernNotHeard}
          </Tag>
        )}
        {debrief.turns && debrief.turns.length > 0 && (
          <Section title={t.turnsTitle}>
            <List
              size="small"
              dataSource={debrief.turns}
              renderItem={(turn) => (
                <List.Item key={turn.type}>
                  <Flex vertical gap={2} style={{ minWidth: 0 }}>
                    <Typography.Text strong>
                      {turn.label}：{t.turnCount(turn.count)}
                    </Typography.Text>
                    {turn.quotes.map((quote, index) => (
                      <Typography.Text key={index} type="secondary" style={{ overflowWrap: 'anywhere' }}>
                        「{quote}」
                      </Typography.Text>
                    ))}
                  </Flex>
                </List.Item>
              )}
            />
          </Section>
        )}
        {debrief.betterLine && (
          <Section title={t.betterLineTitle}>
            <Alert
              type="info"
              title={
                <Flex vertical gap={4}>
                  <Typography.Text>
                    {t.youSaid}：「{debrief.betterLine.original}」
                  </Typography.Text>
                  <Typography.Text strong>
                    {t.tryInstead}：「{debrief.betterLine.suggestion}」
                  </Typography.Text>
                </Flex>
              }
              description={debrief.betterLine.reason}
            />
          </Section>
        )}
        <Section title={t.wentWell}>
          <List size="small" dataSource={debrief.wentWell} renderItem={(x) => <List.Item>{x}</List.Item>} />
        </Section>
        <Section title={t.toTry}>
          <List size="small" dataSource={debrief.toTry} renderItem={(x) => <List.Item>{x}</List.Item>} />
        </Section>
        <Section title={t.concept}>
          <Tag color="blue">{debrief.concept.title}</Tag>
          <Typography.Paragraph style={{ marginTop: 8 }}>{debrief.concept.text}</Typography.Paragraph>
        </Section>
      </Flex>
    </Panel>
  );
}
