import { Button, Flex, Input, Rate } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { ONE_ON_ONE_AGENDA_LIMITS as L } from '@pivot/rules';
import { useState } from 'react';
import { agendaMessages as t } from '../../../../locales/ja-JP/one-on-one-agendas';
import { useOneOnOneAgendasGivePulseMutation } from '../../../../shared/api/generated/one-on-one-agendas';
import { notifySuccess } from '../../../../shared/ui/notify';
import '../../write-failures';

/** The member's short pulse after a held session: how clear they feel, 1..5, and a word if they like. */
export function PulseForm({ entryId, sessionId }: { entryId: string; sessionId: string }) {
  const [clarity, setClarity] = useState(0);
  const [comment, setComment] = useState('');
  const [give, { isLoading }] = useOneOnOneAgendasGivePulseMutation();

  const send = async () => {
    try {
      await give({ entryId, sessionId, giveAgendaPulseRequest: { clarity, comment: comment.trim() || null } }).unwrap();
      notifySuccess(t.pulseSaved);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Flex vertical gap="small" role="group" aria-label={t.pulse}>
      <Typography.Text>{t.pulseQuestion}</Typography.Text>
      <Rate value={clarity} onChange={setClarity} tooltips={t.clarityLabels} aria-label={t.pulse} />
      <Input.TextArea rows={2} maxLength={L.pulseComment.max} value={comment} onChange={(event) => setComment(event.target.value)} placeholder={t.pulseComment} aria-label={t.pulseComment} />
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t.pulseVisibility}
        </Typography.Text>
        <Button type="primary" disabled={clarity === 0} loading={isLoading} onClick={() => void send()}>
          {t.pulseSend}
        </Button>
      </Flex>
    </Flex>
  );
}
