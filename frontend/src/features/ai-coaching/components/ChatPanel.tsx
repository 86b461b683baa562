import { RobotOutlined, SendOutlined, UserOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Flex, Input, Tag, theme } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { AI_COACHING_LIMITS } from '@pivot/rules';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import type { CitationResponse, CoachingMessageResponse, CoachingSessionResponse } from '../../../shared/api/generated/ai-coaching';
import { notifyError } from '../../../shared/ui/notify';
import { chatReplyStored } from '../../../shared/api/cache-tags-streamed';
import { ChatSendError, streamChat } from '../lib/stream-chat';
import { formatInstant } from '../../../shared/lib/datetime';

const t = aiCoachingTexts.chat;

interface ChatPanelProps {
  session: CoachingSessionResponse;
  /** Shown above the messages (who answers). */
  header?: ReactNode;
  /** Shown under the input (the end button). */
  footer?: ReactNode;
}

interface Bubble {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  citations: CitationResponse[];
  cutOff: boolean;
  timestamp?: string;
}

const bubbleOf = (m: CoachingMessageResponse): Bubble => ({ key: m.id, role: m.role, content: m.content, citations: m.citations, cutOff: m.cutOff, timestamp: m.timestamp });

/**
 * A session's chat (spec part 2 §4): the user's message is appended at once, a typing indicator
 * shows until the reply starts, the reply streams in, and the session list refreshes after. One
 * message may be pending at a time; Enter sends, Shift+Enter breaks the line; a blank message is
 * not sent. A failed send shows 'メッセージの送信に失敗しました' and the message stays.
 */
export function ChatPanel({ session, header, footer }: ChatPanelProps) {
  const { token } = theme.useToken();
  const dispatch = useDispatch();
  const [draft, setDraft] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [reply, setReply] = useState<{ text: string; citations: CitationResponse[] } | null>(null);
  const [pending, setPending] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  const stored = session.messages.map(bubbleOf);
  const bubbles: Bubble[] = [...stored];
  if (sent !== null) bubbles.push({ key: 'sent', role: 'user', content: sent, citations: [], cutOff: false });
  if (reply) bubbles.push({ key: 'reply', role: 'assistant', content: reply.text, citations: reply.citations, cutOff: false });

  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
    // A reply being written is followed to its end; a new message is shown from its start, so a
    // long one (a board's analysis) is read from its first line.
    const messages = log.querySelectorAll<HTMLElement>('[data-role]');
    const newest = messages[messages.length - 1];
    if (reply?.text || !newest) log.scrollTop = log.scrollHeight;
    else log.scrollTop += newest.getBoundingClientRect().top - log.getBoundingClientRect().top - 8;
  }, [bubbles.length, reply?.text]);

  const refresh = () => dispatch(chatReplyStored(session.id));

  const send = async () => {
    const message = draft.trim();
    if (!message || pending || !session.isActive) return;
    setPending(true);
    setSent(message);
    setDraft('');
    try {
      await streamChat(
        { sessionId: session.id, message },
        {
          onMeta: (meta) => setReply({ text: '', citations: meta.citations }),
          onChunk: (text) => setReply((current) => ({ text: (current?.text ?? '') + text, citations: current?.citations ?? [] })),
        },
      );
    } catch (error) {
      const reason = error instanceof ChatSendError && error.status < 500 ? error.message : undefined;
      notifyError(reason ? new Error(reason) : error, t.sendFailed);
    } finally {
      await refresh();
      setSent(null);
      setReply(null);
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Panel styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: 600, padding: 16 } }}>
      {header}
      <div ref={logRef} role="log" aria-live="polite" style={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 12 }}>
        {bubbles.map((bubble) => (
          <Flex key={bubble.key} gap="small" justify={bubble.role === 'user' ? 'flex-end' : 'flex-start'} align="flex-start">
            {bubble.role === 'assistant' && <Avatar icon={<RobotOutlined />} style={{ background: token.colorPrimary, flex: 'none' }} aria-label={t.coach} />}
            <div
              data-role={bubble.role}
              style={{
                maxWidth: '80%',
                padding: '8px 12px',
                borderRadius: token.borderRadiusLG,
                background: bubble.role === 'user' ? token.colorPrimary : token.colorFillTertiary,
                color: bubble.role === 'user' ? token.colorTextLightSolid : token.colorText,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {bubble.content}
              {bubble.citations.length > 0 && (
                <Flex wrap gap={4} style={{ marginTop: 6 }}>
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    {t.cited}:
                  </Typography.Text>
                  {bubble.citations.map((c) => (
                    <Tag key={c.id} color="blue" style={{ marginInlineEnd: 0 }}>
                      {c.title}
                    </Tag>
                  ))}
                </Flex>
              )}
              {bubble.cutOff && (
                <Typography.Text type="warning" style={{ display: 'block', fontSize: token.fontSizeSM, marginTop: 4 }}>
                  <WarningOutlined /> {t.cutOff}
                </Typography.Text>
              )}
              {bubble.timestamp && (
                <Typography.Text style={{ display: 'block', fontSize: 11, marginTop: 2, color: 'inherit', opacity: 0.7 }}>
                  {formatInstant(bubble.timestamp, 'time')}
                </Typography.Text>
              )}
            </div>
            {bubble.role === 'user' && <Avatar icon={<UserOutlined />} style={{ flex: 'none' }} aria-label={t.you} />}
          </Flex>
        ))}
        {pending && !reply?.text && (
          <Typography.Text type="secondary" role="status">
            {t.typing}
          </Typography.Text>
        )}
        <div ref={endRef} />
      </div>
      {session.isActive ? (
        <Flex gap="small" align="flex-end">
          <Input.TextArea
            aria-label={t.placeholder}
            placeholder={t.placeholder}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={AI_COACHING_LIMITS.message.max}
          />
          <Button type="primary" icon={<SendOutlined />} onClick={() => void send()} disabled={pending || draft.trim() === ''} loading={pending} aria-label={t.send}>
            {t.send}
          </Button>
        </Flex>
      ) : (
        <Alert type="info" showIcon title={t.ended} />
      )}
      {footer}
    </Panel>
  );
}
