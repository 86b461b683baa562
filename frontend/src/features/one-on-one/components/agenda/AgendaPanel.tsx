import { Alert, Button, Flex, Skeleton } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { agendaMessages as t } from '../../../../locales/ja-JP/one-on-one-agendas';
import { useOneOnOneAgendasGetAgendaQuery } from '../../../../shared/api/generated/one-on-one-agendas';
import { isClosingPending } from '../../lib/agenda';
import { ActionItemList } from './ActionItemList';
import { AddTopicForm } from './AddTopicForm';
import { AgendaTopicList } from './AgendaTopicList';
import { PastAgendas } from './PastAgendas';
import { SuggestedTopics } from './SuggestedTopics';
import { formatCalendarDate } from '../../../../shared/lib/datetime';
import { LoadFailure } from '../../../../shared/ui/LoadFailure';

/**
 * The agendas of one 1on1, for its member or its manager (the server says which): the next
 * session's topics, open action items, and the held sessions' records with the member's pulse.
 */
export function AgendaPanel({ entryId }: { entryId: string }) {
  const { data: agenda, isLoading, error, refetch } = useOneOnOneAgendasGetAgendaQuery({ entryId });

  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error !== undefined || !agenda) {
    return (
      <LoadFailure title={t.loadFailed} error={error} onRetry={() => refetch()} />
    );
  }

  return (
    <Flex vertical gap="large" data-testid="agenda-panel">
      <Flex vertical gap="small">
        <Flex justify="space-between" align="baseline" wrap gap="small">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t.nextAgenda}
          </Typography.Title>
          <Typography.Text type="secondary">{agenda.nextSessionDate ? t.nextOn(formatCalendarDate(agenda.nextSessionDate, 'dayWithWeekday')) : t.noNextDate}</Typography.Text>
        </Flex>
        {isClosingPending(agenda) && <Alert type="info" showIcon title={t.closing} action={<Button onClick={() => void refetch()}>{t.retry}</Button>} />}
        {agenda.suggestedTopics.length > 0 && <SuggestedTopics agenda={agenda} />}
        <AgendaTopicList agenda={agenda} />
        <AddTopicForm agenda={agenda} />
      </Flex>
      <Flex vertical gap="small">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t.actionItems}
        </Typography.Title>
        <ActionItemList agenda={agenda} />
      </Flex>
      <Flex vertical gap="small">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t.past}
        </Typography.Title>
        <PastAgendas agenda={agenda} />
      </Flex>
    </Flex>
  );
}
