import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { agendaMessages as t } from '../../../../locales/ja-JP/one-on-one-agendas';
import { useOneOnOneAgendasAddTopicToAgendaMutation, type AgendaResponse } from '../../../../shared/api/generated/one-on-one-agendas';
import '../../write-failures';

/** Days without a 1on1 after which the board flags a member (the server's rule). */
const STALE_AFTER_DAYS = 14;

/** For a stale 1on1, the catalogue topics that suit the member's quadrant, one click to add. */
export function SuggestedTopics({ agenda }: { agenda: AgendaResponse }) {
  const [add, { isLoading }] = useOneOnOneAgendasAddTopicToAgendaMutation();
  const addTopic = async (topicId: string, title: string) => {
    try {
      await add({ entryId: agenda.entryId, sessionId: 'next', addAgendaTopicRequest: { title, topicId } }).unwrap();
    } catch {
      // Shown by the write-failure listener.
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={t.suggestions}
      description={
        <Flex vertical gap="small">
          <span>{t.suggestionsHint(STALE_AFTER_DAYS)}</span>
          <Flex wrap gap="small">
            {agenda.suggestedTopics.map((topic) => (
              <Button key={topic.id} size="small" icon={<PlusOutlined />} disabled={isLoading} onClick={() => void addTopic(topic.id, topic.name)} aria-label={t.suggestionAdd(topic.name)}>
                {topic.name}
              </Button>
            ))}
          </Flex>
        </Flex>
      }
    />
  );
}
