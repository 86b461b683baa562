import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useRef } from 'react';
import { messages } from '../../locales/ja-JP/messages';
import { useWatchReporter, type WatchSaving } from './use-watch-reporter';
import { Typography } from './Typography';

const texts = messages.videoPlayer;

/** What the player shows: the video, its poster and captions when there are, and who it is. */
export interface PlayerVideo {
  src: string;
  posterSrc?: string | null;
  captionsSrc?: string | null;
  title: string;
}

/**
 * An uploaded video, played by the watched-stretches rule (decision 0096): a lesson's and an
 * event's recording alike (decision 0108). The poster, the Japanese captions track, resuming where
 * the viewer stopped (`resumeAt`), and the watched stretches saved as it plays (`useWatchReporter`,
 * to `saving`). 「最初から見直す」 plays from the start; what is done stays done.
 */
export function VideoPlayer({ video, resumeAt, completed, saving }: { video: PlayerVideo; resumeAt: number; completed: boolean; saving: WatchSaving }) {
  const player = useRef<HTMLVideoElement>(null);
  const { timeUpdate, seeking, save } = useWatchReporter(saving, resumeAt);

  return (
    <Flex vertical gap="small">
      <video
        ref={player}
        src={video.src}
        poster={video.posterSrc ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={texts.label(video.title)}
        style={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 8, background: 'var(--brand-ink)' }}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          if (resumeAt > 0 && resumeAt < element.duration - 2) element.currentTime = resumeAt;
        }}
        onTimeUpdate={(event) => timeUpdate(event.currentTarget.currentTime, !event.currentTarget.paused)}
        onSeeking={seeking}
        onPause={save}
        onEnded={save}
      >
        {/* Always present (a video without captions has a track with no source): the captions rule of jsx-a11y. */}
        <track kind="captions" srcLang="ja" label={texts.captions} src={video.captionsSrc ?? undefined} default={Boolean(video.captionsSrc)} />
      </video>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Text type="secondary">{resumeAt > 0 && !completed ? texts.resumed(resumeAt) : texts.rule}</Typography.Text>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            const element = player.current;
            if (!element) return;
            element.currentTime = 0;
            void element.play().catch(() => undefined);
          }}
        >
          {texts.fromStart}
        </Button>
      </Flex>
    </Flex>
  );
}
