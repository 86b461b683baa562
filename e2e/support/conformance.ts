import type { BrowserContext, Response } from 'playwright-core';
import { documentConformance, reportViolations } from '../../backend/src/test-support/openapi-conformance.js';

/**
 * Every JSON answer under /api the browser gets in an end-to-end spec, checked against the
 * published OpenAPI document with the checker the integration suites use (issue 33); the spec
 * fails in its `afterAll` (jest.setup.ts) when one does not match. Set on each context
 * `launchBrowser` makes.
 */
const checker = documentConformance();
const pending = new Set<Promise<void>>();

async function check(response: Response): Promise<void> {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/')) return;
  const type = response.headers()['content-type'] ?? '';
  const status = response.status();
  let body: unknown;
  if (type.startsWith('application/json')) {
    // The page may close before the body is read (a navigation away): nothing to check then.
    const text = await response.text().catch(() => undefined);
    if (text === undefined) return;
    body = text === '' ? undefined : JSON.parse(text);
  } else if (status < 300 || status === 304 || type.startsWith('text/event-stream')) {
    // Files, CSV, PDF, the live channel: not JSON answers.
    return;
  }
  checker.check(response.request().method(), url.pathname + url.search, status, body);
}

export function checkContextAnswers(context: BrowserContext): void {
  context.on('response', (response) => {
    const done = check(response).catch(() => undefined);
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
}

/**
 * Waits for the answers still being read (at most 5 s: a body whose page or browser is already
 * closed may never arrive), then fails the spec on a violation.
 */
export async function reportContextViolations(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(pending), new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
  clearTimeout(timer);
  reportViolations(checker.violations);
}
