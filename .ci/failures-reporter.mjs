import { appendFileSync } from 'node:fs';

/**
 * CI's record shows only the tail of a run, where nx puts the last project's output; a failure
 * of the project before it scrolls out of sight. This reporter appends each failed test (its file,
 * name and the first lines of its message) to $CI_TEST_FAILURES, which `.ci/run` prints last.
 * Without that variable it does nothing.
 */
export default class FailuresReporter {
  onTestResult(_test, result) {
    const file = process.env.CI_TEST_FAILURES;
    if (!file) return;
    const failed = result.testResults.filter((t) => t.status === 'failed');
    const lines = [];
    if (result.testExecError) lines.push(`FAIL ${result.testFilePath}\n  ${String(result.testExecError.message).split('\n').slice(0, 8).join('\n  ')}`);
    for (const t of failed) {
      const message = t.failureMessages.join('\n').replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => !line.includes('node_modules')).slice(0, 12).join('\n    ');
      lines.push(`FAIL ${result.testFilePath}\n  ● ${t.fullName}\n    ${message}`);
    }
    if (lines.length) appendFileSync(file, `${lines.join('\n')}\n`);
  }
}
