// (i) Issue 12: how soon a signed-out visitor sees `/`, and whether anything moves after it shows.
//
// In Chromium (Debian's, through playwright-core), each round in a fresh browser context (empty
// cache, no cookies), alternating:
//   subject:  `/` from the built app on the real server: index.html, the entry script and the
//             landing page's chunk, rendered by React
//   baseline: the same page as static HTML with no script: the landing page's rendered markup and
//             its stylesheets (from the same server), served by a bare Node HTTP server
// Figure: largest contentful paint (PerformanceObserver 'largest-contentful-paint', the last entry
// once the page is loaded and quiet), as paints per second, so the ratio is static LCP / app LCP.
// Beside it, the cumulative layout shift of `/` (PerformanceObserver 'layout-shift', shifts without
// recent input), worst round: the page must not move after its first paint.
import http from 'node:http';
import { chromium } from 'playwright-core';
import { freePort, median } from './lib.mjs';

const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Installed before any script of the page: collects LCP and CLS from the first paint on. */
function observePaint() {
  const record = { lcp: 0, cls: 0 };
  window.__paint = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) record.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measure(browser, url, ready) {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(observePaint);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    // Two frames after the last change, so the final candidate has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await page.evaluate(() => ({ ...window.__paint }));
  } finally {
    await context.close();
  }
}

/** The landing page as the app draws it for a signed-out visitor, with every script taken out. */
async function staticCopy(browser, baseUrl) {
  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).waitFor();
    await page.getByRole('link', { name: '無料で始める' }).first().waitFor();
    return await page.evaluate((origin) => {
      const copy = document.documentElement.cloneNode(true);
      for (const element of copy.querySelectorAll('script, link[rel=modulepreload]')) element.remove();
      for (const link of copy.querySelectorAll('link[rel=stylesheet]')) link.setAttribute('href', new URL(link.getAttribute('href'), origin).href);
      // The CSS variables the app sets from its tokens at start-up, kept on the root element.
      return `<!doctype html>\n${copy.outerHTML}`;
    }, baseUrl);
  } finally {
    await context.close();
  }
}

/**
 * Answers { value, baseline } in paints/s (1000 / median LCP ms) for `/` and its static copy, with
 * the medians and the worst CLS of `/`. Needs the app at `baseUrl` and Chromium.
 */
export async function benchLandingPaint({ baseUrl, rounds = 9 }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const html = await staticCopy(browser, baseUrl);
  const port = await freePort();
  const staticServer = http.createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(html);
  });
  await new Promise((resolve) => staticServer.listen(port, 'localhost', resolve));
  try {
    const app = [];
    const plain = [];
    const appReady = (page) => page.getByRole('link', { name: '無料で始める' }).first().waitFor();
    const staticReady = () => Promise.resolve();
    // A warm-up of each, not counted: the server's first answers and Chromium's first start are slower.
    await measure(browser, `${baseUrl}/`, appReady);
    await measure(browser, `http://localhost:${port}/`, staticReady);
    for (let round = 0; round < rounds; round += 1) {
      app.push(await measure(browser, `${baseUrl}/`, appReady));
      plain.push(await measure(browser, `http://localhost:${port}/`, staticReady));
    }
    const appLcpMs = median(app.map((r) => r.lcp));
    const staticLcpMs = median(plain.map((r) => r.lcp));
    return {
      value: 1000 / appLcpMs,
      baseline: 1000 / staticLcpMs,
      appLcpMs,
      staticLcpMs,
      cls: Math.max(...app.map((r) => r.cls)),
      rounds,
    };
  } finally {
    staticServer.close();
    await browser.close();
  }
}
