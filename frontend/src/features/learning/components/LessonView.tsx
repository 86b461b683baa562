import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { LearningContentResponse } from '../../../shared/api/generated/learning';
import { useProgressReporter } from '../hooks/useProgressReporter';
import { useReadBlocks } from '../hooks/useReadBlocks';
import { useLearningRecordProgressMutation } from '../../../shared/api/generated/learning';
import { VideoPlayer } from '../../../shared/ui/VideoPlayer';
import { lessonBlocks, readPercent, watchedPercent } from '../lib/progress';

/**
 * A lesson being studied: a reading lesson's text (progress from the blocks read, decision 0105:
 * each block on screen for its reading time; the scroll only says where to resume) or a video
 * (progress from the player), resuming where the user left off. `scroller` is the element that
 * scrolls the text (the drawer's body). An uploaded video saves what was watched through its own
 * player (`VideoPlayer`) and nothing else: the percent reporter below, which sends a last report
 * when it is unmounted, would otherwise save its resume position 0 over the player's on closing.
 */
export function LessonView({ content, scroller }: { content: LearningContentResponse; scroller: () => HTMLElement | null }) {
  if (content.contentType === 'video' && content.videoFile) {
    return (
      <Flex vertical gap="middle">
        <UploadedVideo content={content} video={content.videoFile} />
        <Typography.Paragraph>{content.description}</Typography.Paragraph>
      </Flex>
    );
  }
  return <ReportedLesson content={content} scroller={scroller} />;
}

/** A lesson's uploaded video in the shared player, its watching saved as the lesson's progress. */
function UploadedVideo({ content, video }: { content: LearningContentResponse; video: NonNullable<LearningContentResponse['videoFile']> }) {
  const [record] = useLearningRecordProgressMutation();
  return (
    <VideoPlayer
      video={{ src: video.src, posterSrc: video.posterSrc, captionsSrc: video.captionsSrc, title: content.title }}
      resumeAt={content.myProgress.position}
      completed={content.myProgress.completed}
      saving={{
        url: `/api/learning-content/${encodeURIComponent(content.id)}/progress`,
        save: (report) => record({ id: content.id, recordLearningProgressRequest: report }).unwrap(),
        failed: texts.lesson.saveFailed,
      }}
    />
  );
}

/** A reading lesson or a linked external video, reported by `useProgressReporter`. */
function ReportedLesson({ content, scroller }: { content: LearningContentResponse; scroller: () => HTMLElement | null }) {
  const reading = content.contentType === 'reading';
  const { report, read, flush } = useProgressReporter(content.id, { afterReading: reading });
  const blocks = useMemo(() => (reading ? lessonBlocks(content.body ?? '') : []), [reading, content.body]);
  const blockRef = useReadBlocks(blocks, read);
  const video = useRef<HTMLVideoElement>(null);
  const resumed = useRef(false);
  const completed = content.myProgress.completed;

  useEffect(() => {
    if (content.contentType !== 'reading') return;
    const element = scroller();
    if (!element) return;
    if (!resumed.current && content.myProgress.position > 0 && !completed) {
      resumed.current = true;
      element.scrollTop = ((element.scrollHeight - element.clientHeight) * content.myProgress.position) / 85;
    }
    const onScroll = () => report(0, readPercent(element.scrollTop, element.scrollHeight, element.clientHeight));
    onScroll();
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [content, completed, report, scroller]);

  if (content.contentType === 'video') {
    return (
      <Flex vertical gap="middle">
        {content.videoUrl ? (
          <video
            ref={video}
            src={content.videoUrl}
            controls
            playsInline
            style={{ width: '100%', borderRadius: 8, background: 'var(--brand-ink)' }}
            onLoadedMetadata={(event) => {
              const player = event.currentTarget;
              if (content.myProgress.position > 0 && content.myProgress.position < player.duration - 5) player.currentTime = content.myProgress.position;
            }}
            onTimeUpdate={(event) => report(watchedPercent(event.currentTarget.currentTime, event.currentTarget.duration), Math.floor(event.currentTarget.currentTime))}
            onPause={flush}
            onEnded={(event) => {
              report(100, Math.floor(event.currentTarget.currentTime));
              flush();
            }}
          />
        ) : (
          <Alert type="warning" showIcon title={texts.lesson.noVideo} />
        )}
        <Typography.Paragraph>{content.description}</Typography.Paragraph>
      </Flex>
    );
  }

  return (
    <Flex vertical gap="small">
      {blocks.map((block, i) =>
        block.kind === 'heading' ? (
          <Typography.Title key={i} ref={blockRef(i)} level={4} style={{ marginTop: 16, marginBottom: 0 }}>
            {block.text}
          </Typography.Title>
        ) : (
          <Typography.Paragraph key={i} ref={blockRef(i)} style={{ margin: 0 }}>
            {block.text}
          </Typography.Paragraph>
        ),
      )}
      <Flex justify="center" style={{ padding: '24px 0' }}>
        {completed ? (
          <Typography.Text type="success" strong>
            <CheckCircleFilled /> {texts.lesson.finished}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{texts.lesson.readingRule(Math.round(content.myProgress.progress))}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
