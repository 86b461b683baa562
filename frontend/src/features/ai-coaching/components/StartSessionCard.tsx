import { Button, Flex, Input } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { AI_COACHING_LIMITS } from '@pivot/rules';
import { useAiCoachingStartSessionMutation } from '../../../shared/api/generated/ai-coaching';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';

interface StartSessionCardProps {
  sessionType: 'reflection' | 'coaching';
  texts: { startTitle: string; startText: string; topic: string; start: string };
  /** Reflection: a topic is required, with this message. */
  requiredMessage?: string;
  suggestions?: readonly string[];
  suggestionsTitle?: string;
  started?: string;
}

/** The 'start session' prompt: a topic (required for a reflection), suggestion buttons, start. */
export function StartSessionCard({ sessionType, texts, requiredMessage, suggestions, suggestionsTitle, started }: StartSessionCardProps) {
  const [topic, setTopic] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [start, { isLoading }] = useAiCoachingStartSessionMutation();

  const begin = async (chosen = topic) => {
    if (requiredMessage && !chosen.trim()) {
      setError(requiredMessage);
      return;
    }
    setError(null);
    try {
      await start({ startCoachingSessionRequest: { sessionType, topic: chosen.trim() || null, messages: [], isActive: true } }).unwrap();
      if (started) notifySuccess(started);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Panel>
      <Flex vertical gap="middle">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {texts.startTitle}
        </Typography.Title>
        <Typography.Text type="secondary">{texts.startText}</Typography.Text>
        <Flex vertical gap={4}>
          <Input
            aria-label={texts.topic}
            placeholder={texts.topic}
            value={topic}
            status={error ? 'error' : undefined}
            maxLength={AI_COACHING_LIMITS.topic.max}
            onChange={(e) => setTopic(e.target.value)}
            onPressEnter={() => void begin()}
          />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
        </Flex>
        {suggestions && (
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{suggestionsTitle}</Typography.Text>
            <Flex wrap gap="small">
              {suggestions.map((s) => (
                <Button key={s} size="small" onClick={() => setTopic(s)}>
                  {s}
                </Button>
              ))}
            </Flex>
          </Flex>
        )}
        <Button type="primary" onClick={() => void begin()} loading={isLoading}>
          {texts.start}
        </Button>
      </Flex>
    </Panel>
  );
}
