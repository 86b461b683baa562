import { Flex, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import type { ReactNode } from 'react';
import { knowledgeBaseTexts as texts } from '../../../locales/ja-JP/knowledge-base';
import { CardOpenButton } from '../../../shared/ui/CardOpenButton';

interface KnowledgeCardProps {
  id: string;
  bookTitle: string;
  chapterNumber: number;
  chapterTitle: string;
  sectionTitle: string;
  concepts: string[];
  contentType: string;
  importance: number;
  /** The passage: a summary, or the search's highlighted snippet. */
  passage: ReactNode;
  onOpen: (id: string) => void;
}

/** One entry of the knowledge base: book, chapter, section, a passage, up to three concepts, type and importance n/10. */
export function KnowledgeCard({ id, bookTitle, chapterNumber, chapterTitle, sectionTitle, concepts, contentType, importance, passage, onOpen }: KnowledgeCardProps) {
  return (
    <Panel
      hoverable
      size="small"
      style={{ height: '100%' }}
    >
      <Flex vertical gap={8}>
        <Flex gap={4} wrap>
          <Tag color="blue">{bookTitle}</Tag>
          <Tag>{texts.contentTypes[contentType] ?? contentType}</Tag>
          <Tag color="orange">{texts.importance(importance)}</Tag>
        </Flex>
        <Typography.Text type="secondary">{texts.chapter(chapterNumber, chapterTitle)}</Typography.Text>
        <Typography.Title level={4} style={{ margin: 0 }}>
          <CardOpenButton label={texts.openDetail(sectionTitle)} onOpen={() => onOpen(id)}>
            {sectionTitle}
          </CardOpenButton>
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>{passage}</Typography.Paragraph>
        <Flex gap={4} wrap>
          {concepts.slice(0, 3).map((concept) => (
            <Tag key={concept} bordered={false}>
              {concept}
            </Tag>
          ))}
        </Flex>
      </Flex>
    </Panel>
  );
}
