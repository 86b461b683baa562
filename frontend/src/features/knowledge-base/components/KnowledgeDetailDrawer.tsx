import { Button, Descriptions, Drawer, Flex, Skeleton, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { knowledgeBaseTexts as texts } from '../../../locales/ja-JP/knowledge-base';
import { useKnowledgeBaseGetQuery } from '../../../shared/api/generated/knowledge-base';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

interface KnowledgeDetailDrawerProps {
  id: string | undefined;
  onClose: () => void;
  /** A related topic was chosen: search for it. */
  onSearch: (query: string) => void;
}

/** One entry in full: its text, concepts, keywords, practical hints, related topics (each a search) and other spellings. */
export function KnowledgeDetailDrawer({ id, onClose, onSearch }: KnowledgeDetailDrawerProps) {
  const narrow = useNarrowScreen();
  const { data: entry, isFetching, error } = useKnowledgeBaseGetQuery({ id: id ?? '' }, { skip: id === undefined });
  const tags = (values: string[]) => (
    <Flex gap={4} wrap>
      {values.map((value) => (
        <Tag key={value}>{value}</Tag>
      ))}
    </Flex>
  );
  return (
    <Drawer open={id !== undefined} onClose={onClose} width={narrow ? '100%' : 560} title={entry?.sectionTitle} destroyOnHidden>
      {error ? (
        <LoadFailure title={texts.loadError} error={error} />
      ) : !entry || isFetching ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap="middle">
          <Flex gap={4} wrap>
            <Tag color="blue">{entry.bookTitle}</Tag>
            <Tag>{texts.contentTypes[entry.contentType] ?? entry.contentType}</Tag>
            <Tag color="orange">{texts.importance(entry.importance)}</Tag>
          </Flex>
          <Typography.Text type="secondary">{texts.chapter(entry.chapterNumber, entry.chapterTitle)}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{entry.content}</Typography.Paragraph>
          <Descriptions column={1} size="small" layout="vertical" colon={false}>
            <Descriptions.Item label={texts.detail.concepts}>{tags(entry.concepts)}</Descriptions.Item>
            <Descriptions.Item label={texts.detail.keywords}>{tags(entry.keywords)}</Descriptions.Item>
            {entry.practicalApplications.length > 0 && (
              <Descriptions.Item label={texts.detail.practicalApplications}>
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {entry.practicalApplications.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </Descriptions.Item>
            )}
            {entry.relatedTopics.length > 0 && (
              <Descriptions.Item label={texts.detail.relatedTopics}>
                <Flex gap={4} wrap>
                  {entry.relatedTopics.map((topic) => (
                    <Button key={topic} size="small" title={texts.detail.relatedHint} onClick={() => onSearch(topic)}>
                      {topic}
                    </Button>
                  ))}
                </Flex>
              </Descriptions.Item>
            )}
            {entry.aliases.length > 0 && <Descriptions.Item label={texts.detail.aliases}>{tags(entry.aliases)}</Descriptions.Item>}
          </Descriptions>
        </Flex>
      )}
    </Drawer>
  );
}
