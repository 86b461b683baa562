import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { checkContextAnswers } from './conformance.js';

export const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

/**
 * Debian's Chromium (`apt-get install chromium fonts-noto-cjk`), headless and quiet. Every context
 * it opens has its API answers checked against the OpenAPI document (support/conformance.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    checkContextAnswers(context);
    return context;
  };
  return browser;
}

/** A fresh page (own cookies) in Japanese at a desktop size. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  return context.newPage();
}

export interface ScreenshotOptions {
  /** The whole page (default) or only the window. */
  fullPage?: boolean;
  /** Milliseconds to let animations (a dialog opening, a chart drawing) finish first. */
  settleMs?: number;
}

/** Saves a PNG to e2e/screenshots/<name>.png (git-ignored) so a person can look at it. */
export async function screenshot(page: Page, name: string, options: ScreenshotOptions = {}): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  if (options.settleMs) await page.waitForTimeout(options.settleMs);
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}
