import { ClockCircleOutlined, PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { Card, Flex, Progress, Tag, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { LearningContentResponse } from '../../../shared/api/generated/learning';
import { CardOpenButton } from '../../../shared/ui/CardOpenButton';
import { difficultyLabel, progressLabel } from '../lib/progress';

/** Spec part 2 §9: a card shows up to three tags. */
const TAGS_SHOWN = 3;

/** A card of the grid: thumbnail (or an uploaded video's poster) or placeholder, title, description, minutes, difficulty, up to three tags, and the user's real progress. */
export function ContentCard({ content, onOpen }: { content: LearningContentResponse; onOpen: (id: string) => void }) {
  const { myProgress } = content;
  const Icon = content.contentType === 'video' ? PlayCircleOutlined : ReadOutlined;
  return (
    <Card
      hoverable
      style={{ height: '100%' }}
      styles={{ body: { padding: 16 } }}
      cover={
        (content.thumbnailUrl ?? content.videoFile?.posterSrc) ? (
          <img src={content.thumbnailUrl ?? content.videoFile?.posterSrc} alt="" loading="lazy" style={{ height: 140, objectFit: 'cover' }} />
        ) : (
          // antd lays a cover's child out as a block: the centring box sits inside it.
          <div aria-hidden>
            <Flex align="center" justify="center" vertical gap={4} style={{ height: 120, background: 'var(--brand-primary-soft)', color: 'var(--brand-primary)' }}>
              <Icon style={{ fontSize: 36 }} />
              <Typography.Text style={{ color: 'var(--brand-primary)', fontSize: 12 }}>{texts.contentTypes[content.contentType]}</Typography.Text>
            </Flex>
          </div>
        )
      }
    >
      <Flex vertical gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          <CardOpenButton label={texts.open(content.title)} onOpen={() => onOpen(content.id)}>
            {content.title}
          </CardOpenButton>
        </Typography.Title>
        <AntTypography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {content.description}
        </AntTypography.Paragraph>
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">
            <ClockCircleOutlined /> {texts.minutes(content.duration)}
          </Typography.Text>
          <Tag color="blue">{difficultyLabel(content.difficulty)}</Tag>
        </Flex>
        <Flex gap={4} wrap>
          {content.tags.slice(0, TAGS_SHOWN).map((tag) => (
            <Tag key={tag} bordered={false}>
              {tag}
            </Tag>
          ))}
        </Flex>
        <Flex vertical gap={0}>
          <Typography.Text type={myProgress.completed ? 'success' : 'secondary'} style={{ fontSize: 12 }}>
            {progressLabel(myProgress)}
          </Typography.Text>
          <Progress
            percent={Math.round(myProgress.progress)}
            size="small"
            status={myProgress.completed ? 'success' : 'normal'}
            showInfo={false}
            aria-label={texts.progressOf(content.title)}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
