import { runMediaTool } from '../ffmpeg.js';

/** A real, small video made here for tests (160x90, 5 fps, H.264 in MP4): `seconds` long, written to `file`. */
export async function makeTestVideo(file: string, seconds: number): Promise<void> {
  await runMediaTool('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=160x90:rate=5:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file]);
}
