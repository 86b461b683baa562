import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { LearningContentResponse } from '../../../shared/api/generated/learning';
import { useWatchReporter } from '../hooks/useWatchReporter';

type VideoFile = NonNullable<LearningContentResponse['videoFile']>;

/**
 * An uploaded lesson video (decision 0096): the poster, the Japanese captions track, resuming where
 * the viewer stopped, and the watched stretches saved as it plays (`useWatchReporter`). 「最初から
 * 見直す」 plays from the start; the lesson stays done.
 */
export function VideoPlayer({ content, video }: { content: LearningContentResponse; video: VideoFile }) {
  const player = useRef<HTMLVideoElement>(null);
  const position = content.myProgress.position;
  const { timeUpdate, seeking, save } = useWatchReporter(content.id, position);

  return (
    <Flex vertical gap="small">
      <video
        ref={player}
        src={video.src}
        poster={video.posterSrc}
        controls
        playsInline
        preload="metadata"
        aria-label={texts.player.label(content.title)}
        style={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 8, background: 'var(--brand-ink)' }}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          if (position > 0 && position < element.duration - 2) element.currentTime = position;
        }}
        onTimeUpdate={(event) => timeUpdate(event.currentTarget.currentTime, !event.currentTarget.paused)}
        onSeeking={seeking}
        onPause={save}
        onEnded={save}
      >
        {/* Always present (a lesson without captions has a track with no source): the captions rule of jsx-a11y. */}
        <track kind="captions" srcLang="ja" label={texts.player.captions} src={video.captionsSrc ?? undefined} default={video.captionsSrc !== null} />
      </video>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Text type="secondary">{position > 0 && !content.myProgress.completed ? texts.player.resumed(position) : texts.player.rule}</Typography.Text>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            const element = player.current;
            if (!element) return;
            element.currentTime = 0;
            void element.play().catch(() => undefined);
          }}
        >
          {texts.player.fromStart}
        </Button>
      </Flex>
    </Flex>
  );
}
