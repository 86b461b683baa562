import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { probeVideoSeconds, runMediaTool } from '../../../platform/media/ffmpeg.js';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes.js';
import { LessonVideos } from '../commands/lesson-videos.js';
import { SaveLearningContent } from '../domain/learning-content.commands.js';
import { learningCourseDecider, learningCourseStream, SaveLearningCourse } from '../domain/learning-course.js';
import { learningContentDecider, learningContentStream } from '../domain/learning-content.js';
import { DEMO_COURSES, DEMO_VIDEO_LESSONS, SLIDE_SECONDS, type DemoVideoLesson } from './demo-video-lessons.js';

const require = createRequire(import.meta.url);
const font = (weight: string) => require.resolve(`@expo-google-fonts/noto-sans-jp/${weight}/NotoSansJP_${weight}.ttf`);

/** Small and cheap to encode (CI has two cores): 480x270, 5 frames a second, x264 ultrafast. */
const SIZE = '480x270';
const FPS = 5;

const stamp = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;

/** The lesson's captions: one cue per slide, as it is shown. */
export function demoCaptions(lesson: DemoVideoLesson): string {
  const cues = lesson.slides.map((slide, i) => `${i + 1}\n${stamp(i * SLIDE_SECONDS)} --> ${stamp((i + 1) * SLIDE_SECONDS)}\n${slide.caption}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * Renders a lesson's slides to an MP4 in `dir` with ffmpeg's drawtext and the bundled Noto Sans JP
 * (text from files, so no text is ever parsed as filter syntax); answers its path.
 */
export async function renderDemoVideo(lesson: DemoVideoLesson, dir: string): Promise<string> {
  const filters: string[] = [];
  const text = async (name: string, value: string) => {
    const file = path.join(dir, name);
    await writeFile(file, value, 'utf8');
    return file;
  };
  const draw = (file: string, weight: string, size: number, y: string, color: string, enable?: string) =>
    `drawtext=fontfile=${font(weight)}:textfile=${file}:fontsize=${size}:fontcolor=${color}:line_spacing=10:x=(w-text_w)/2:y=${y}${enable ? `:enable='${enable}'` : ''}`;
  filters.push(draw(await text('title.txt', lesson.title), '500Medium', 14, '16', '0xC9D6E8'));
  for (const [i, slide] of lesson.slides.entries()) {
    const enable = `between(t,${i * SLIDE_SECONDS},${(i + 1) * SLIDE_SECONDS})`;
    filters.push(draw(await text(`h${i}.txt`, slide.heading), '700Bold', 26, '(h/2)-60', 'white', enable));
    filters.push(draw(await text(`l${i}.txt`, slide.lines.join('\n')), '400Regular', 19, '(h/2)', '0xE6EEF7', enable));
  }
  const out = path.join(dir, 'video.mp4');
  const seconds = lesson.slides.length * SLIDE_SECONDS;
  await runMediaTool(
    'ffmpeg',
    ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x1F3A5F:s=${SIZE}:r=${FPS}:d=${seconds}`, '-vf', filters.join(','),
      '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-threads', '1', out],
    120_000,
  );
  return out;
}

/** The events that put a lesson in the catalogue. */
const PUBLISHED: ReadonlySet<string> = new Set(['LearningContentPublished', 'LearningContentRevised']);

/** The library's own author: the demo videos are the product's, not a person's. */
const LIBRARY_AUTHOR: SessionUser = { id: 'system-demo-video-library', email: 'library@pivot.invalid', firstName: 'ライブラリ', lastName: 'PIVOT', userType: 'admin', isAdmin: true, isTeamAdmin: true };

/**
 * The demo video library (decision 0096): with the demo seed on (`SEED_DEMO`), each lesson of
 * `DEMO_VIDEO_LESSONS` is rendered once, in the background after the start (so `npm start` stays
 * quick), one at a time, stored through the storage platform under a fixed file id and published
 * as it is ready. A lesson already published is skipped, and the fixed ids make a second
 * instance's work add nothing; a failure is logged and retried at the next start. Once every demo
 * video exists, the demo courses (`DEMO_COURSES`, fixed ids) are saved, each once.
 */
@Injectable()
export class DemoVideoLibrary implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DemoVideoLibrary');
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly aggregates: AggregateStore,
    private readonly videos: LessonVideos,
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.seedDemo) return;
    this.running = this.renderMissing().then(
      (count) => void (count > 0 && this.logger.log(`${count} demo videos rendered`)),
      (error: unknown) => this.logger.warn(`demo videos not rendered: ${(error as Error).message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Renders and publishes every demo lesson not yet published; answers how many it published. */
  async renderMissing(): Promise<number> {
    let published = 0;
    for (const lesson of DEMO_VIDEO_LESSONS) {
      if (this.stopped) break;
      const { state } = await this.aggregates.load(learningContentStream.streamId(lesson.id), learningContentDecider);
      if (state.status !== 'empty') continue;
      await this.publish(lesson);
      published += 1;
    }
    if (!this.stopped) await this.saveCourses();
    return published;
  }

  /** Saves each demo course not yet saved, once the catalogue (which a course's save reads) holds every published lesson. */
  private async saveCourses(): Promise<void> {
    await this.readYourWrites.waitFor('head', { types: PUBLISHED });
    for (const { id, lessonIds, ...fields } of DEMO_COURSES) {
      const { state } = await this.aggregates.load(learningCourseStream.streamId(id), learningCourseDecider);
      if (state.status !== 'none') continue;
      await this.commandBus.execute(new SaveLearningCourse({ courseId: id, course: { ...fields, lessonIds: [...lessonIds] }, knownLessonIds: [] }, LIBRARY_AUTHOR));
    }
  }

  private async publish(lesson: DemoVideoLesson): Promise<void> {
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-video-'));
    try {
      const videoPath = await renderDemoVideo(lesson, dir);
      const seconds = await probeVideoSeconds(videoPath);
      const file = await this.videos.store({ videoPath, posterPath: path.join(dir, 'poster.jpg'), mimeType: 'video/mp4', seconds, fileId: `demo-${lesson.id}` }, LIBRARY_AUTHOR);
      const { id, slides: _slides, ...fields } = lesson;
      const content = { ...fields, contentType: 'video' as const, videoUrl: null, thumbnailUrl: null, body: null, isPublic: true, captions: demoCaptions(lesson), videoFile: { fileId: file.fileId, seconds, mimeType: file.mimeType } };
      await this.commandBus.execute(new SaveLearningContent({ contentId: id, content, intent: 'load' }, LIBRARY_AUTHOR));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
