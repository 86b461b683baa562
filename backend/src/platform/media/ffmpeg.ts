import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Where a tool is (decision 0096): the npm registry's static Linux build (`@ffmpeg-installer/
 * linux-x64`, `@ffprobe-installer/linux-x64`, optional dependencies), else `FFMPEG_PATH` /
 * `FFPROBE_PATH`, else the name on PATH. The binaries are GPL: they run as separate processes,
 * never linked.
 */
function binary(tool: 'ffmpeg' | 'ffprobe'): string {
  const setting = process.env[tool === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH'];
  if (setting) return setting;
  try {
    const file = path.join(path.dirname(require.resolve(`@${tool}-installer/linux-x64/package.json`)), tool);
    if (process.platform === 'linux' && process.arch === 'x64' && existsSync(file)) return file;
  } catch {
    // Not installed on this platform: PATH.
  }
  return tool;
}

/** Why a media step failed: the tool is missing, timed out, or the file is no video it can read. */
export class MediaToolError extends Error {}

/** Runs a tool with its arguments (no shell), with a timeout; answers its stdout. */
export function runMediaTool(tool: 'ffmpeg' | 'ffprobe', args: readonly string[], timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary(tool), args, { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024, windowsHide: true }, (error, stdout, stderr) => {
      if (error) reject(new MediaToolError(`${tool} failed: ${error.message}\n${String(stderr).slice(-500)}`));
      else resolve(String(stdout));
    });
  });
}

/** A video file's length in seconds (ffprobe), or a `MediaToolError` when it has no readable video stream. */
export async function probeVideoSeconds(file: string): Promise<number> {
  const out = await runMediaTool('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_type:format=duration', '-of', 'json', file], 30_000);
  const parsed = JSON.parse(out) as { streams?: { codec_type?: string }[]; format?: { duration?: string } };
  const seconds = Number(parsed.format?.duration);
  if (!parsed.streams?.some((s) => s.codec_type === 'video') || !Number.isFinite(seconds) || seconds <= 0) {
    throw new MediaToolError('no video stream with a duration');
  }
  return Math.round(seconds * 1000) / 1000;
}

/** Writes a JPEG poster frame (at most 640 px wide) taken a tenth into the video (at most 3 s in). */
export async function writePosterFrame(video: string, seconds: number, poster: string): Promise<void> {
  const at = Math.min(3, seconds / 10).toFixed(3);
  await runMediaTool('ffmpeg', ['-v', 'error', '-y', '-ss', at, '-i', video, '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-q:v', '4', poster], 30_000);
}
