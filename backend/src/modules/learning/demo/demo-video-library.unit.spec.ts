import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probeVideoSeconds, writePosterFrame } from '../../../platform/media/ffmpeg.js';
import { LEARNING_LIBRARY } from '../domain/learning-library.js';
import { validWebVtt } from '../domain/webvtt.js';
import { DEMO_VIDEO_LESSONS, SLIDE_SECONDS } from './demo-video-lessons.js';
import { demoCaptions, renderDemoVideo } from './demo-video-library.js';

describe('the demo video library (decision 0096)', () => {
  it("fills the spec's three categories 6 / 4 / 6 with the reading lessons", () => {
    const count = (category: string) => [...LEARNING_LIBRARY, ...DEMO_VIDEO_LESSONS].filter((lesson) => lesson.category === category).length;
    expect([count('one_on_one_basics'), count('matrix_usage'), count('case_studies')]).toEqual([6, 4, 6]);
  });

  it('gives every lesson valid captions, one cue per slide', () => {
    for (const lesson of DEMO_VIDEO_LESSONS) {
      const vtt = demoCaptions(lesson);
      expect(validWebVtt(vtt)).toBe(vtt);
      expect(vtt.match(/-->/g)).toHaveLength(lesson.slides.length);
    }
  });

  it('renders a real video of its slides with ffmpeg, whose length ffprobe reads and whose poster ffmpeg takes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-video-spec-'));
    try {
      const lesson = DEMO_VIDEO_LESSONS[0];
      const file = await renderDemoVideo(lesson, dir);
      const seconds = await probeVideoSeconds(file);
      expect(seconds).toBeCloseTo(lesson.slides.length * SLIDE_SECONDS, 0);
      await writePosterFrame(file, seconds, path.join(dir, 'poster.jpg'));
      expect((await readFile(path.join(dir, 'poster.jpg'))).subarray(0, 2).toString('hex')).toBe('ffd8');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
