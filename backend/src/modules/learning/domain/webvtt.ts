import { LearningValidationError } from './learning.errors.js';

/** A captions track's largest size, in characters (an hour of dense captions is about 60,000). */
export const CAPTIONS_MAX_CHARS = 200_000;
const TIME = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(`^${TIME}[ \\t]+-->[ \\t]+${TIME}(?:[ \\t].*)?$`);

const seconds = (h: string | undefined, m: string, s: string, ms: string) => Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/**
 * A WebVTT captions track as a lesson keeps it (decision 0096): the `WEBVTT` header, at least one
 * cue, each timing line `00:01.000 --> 00:04.000` with the end after the start; line ends made
 * `\n`, a byte order mark dropped. Anything else is refused in Japanese, naming the line.
 */
export function validWebVtt(input: string): string {
  const refuse = (message: string) => new LearningValidationError('INVALID_CAPTIONS', 'captions', message);
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.length > CAPTIONS_MAX_CHARS) throw refuse(`字幕は${CAPTIONS_MAX_CHARS.toLocaleString('ja-JP')}文字以内にしてください`);
  const lines = text.split('\n');
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0])) throw refuse('字幕はWebVTT形式（1行目が「WEBVTT」）で入力してください');
  let cues = 0;
  lines.forEach((line, i) => {
    if (!line.includes('-->')) return;
    const m = TIMING.exec(line);
    if (!m) throw refuse(`字幕の${i + 1}行目の時刻の書き方が正しくありません（例: 00:01.000 --> 00:04.000）`);
    if (seconds(m[5], m[6], m[7], m[8]) <= seconds(m[1], m[2], m[3], m[4])) throw refuse(`字幕の${i + 1}行目: 終了時刻は開始時刻より後にしてください`);
    cues++;
  });
  if (cues === 0) throw refuse('字幕に表示する文（キュー）が1つもありません');
  return text.trimEnd() + '\n';
}
