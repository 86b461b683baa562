import type { Locator } from 'playwright-core';

/** Plays a `<video>` muted for `ms`, then pauses it: what a viewer watching a short stretch does. */
export async function playFor(video: Locator, ms: number): Promise<void> {
  await video.evaluate(async (element: HTMLVideoElement, wait: number) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, wait));
    element.pause();
  }, ms);
}
