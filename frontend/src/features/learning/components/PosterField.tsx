import { PictureOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useEffect, useRef, useState } from 'react';
import { FILE_KINDS } from '@pivot/rules';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import { pickedFileProblem } from '../../../shared/api/picture-upload';

const words = texts.admin.poster;
const kind = FILE_KINDS.poster;

/** What the author chose for the poster: as saved, a new image (uploaded on save), or the frame taken from the video. */
export type PosterChoice = { kind: 'keep' } | { kind: 'new'; file: File; preview: string } | { kind: 'frame' };

/**
 * A lesson video's poster (decision 0109): the preview of what the lesson will show (`ownSrc`: the
 * author's saved poster; `frameSrc`: the frame, unknown until a new video is uploaded), an image of
 * the author's own to choose or replace, and the way back to the frame the server took from the
 * video. Size and type are checked here for a quick answer; the server reads the bytes again.
 */
export function PosterField({ ownSrc, frameSrc, choice, onChange }: { ownSrc: string | null; frameSrc: string | null; choice: PosterChoice; onChange: (choice: PosterChoice) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  // A chosen image's preview address lives as long as the choice.
  useEffect(() => (choice.kind === 'new' ? () => URL.revokeObjectURL(choice.preview) : undefined), [choice]);

  const own = choice.kind === 'new' || (choice.kind === 'keep' && ownSrc !== null);
  const src = choice.kind === 'new' ? choice.preview : own ? ownSrc : frameSrc;

  function choose(chosen: File | undefined) {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = pickedFileProblem(chosen, kind);
    setError(problem);
    if (!problem) onChange({ kind: 'new', file: chosen, preview: URL.createObjectURL(chosen) });
  }

  return (
    <Form.Item label={words.label} help={error ?? words.hint} validateStatus={error ? 'error' : undefined}>
      <Flex gap="middle" align="center" wrap>
        {src ? (
          <img src={src} alt={own ? words.ownAlt : words.frameAlt} style={{ width: 192, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8, background: 'var(--brand-ink)' }} />
        ) : (
          <Flex align="center" justify="center" style={{ width: 192, maxWidth: '100%', aspectRatio: '16 / 9', borderRadius: 8, background: 'var(--brand-primary-soft)', padding: 8 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
              {words.frameLater}
            </Typography.Text>
          </Flex>
        )}
        <Flex vertical gap="small" style={{ flex: '1 1 180px' }}>
          <Typography.Text type="secondary">{own ? words.ownNow : words.frameNow}</Typography.Text>
          <Flex gap="small" wrap>
            <Button icon={<PictureOutlined />} onClick={() => input.current?.click()}>
              {own ? words.replace : words.choose}
            </Button>
            {own && (
              <Button icon={<UndoOutlined />} onClick={() => onChange({ kind: 'frame' })}>
                {words.remove}
              </Button>
            )}
          </Flex>
        </Flex>
      </Flex>
      <input ref={input} type="file" hidden accept={kind.accept} aria-label={words.choose} onChange={(event) => choose(event.target.files?.[0])} />
    </Form.Item>
  );
}
