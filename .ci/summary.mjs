// CI's closing summary: one line per step with its exit status and, where the step wrote a
// vitest JSON report, its counts and each failed test (file, name, the first lines of its error),
// so the end of a long log says what failed and where. Called by .ci/run as
//   node .ci/summary.mjs "<status>|<step>|<report.json or nothing>" ...
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ERROR_LINES = 6;
const FAILURES_PER_STEP = 10;

function firstLines(text, count) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const shown = lines.slice(0, count).map((line) => `        ${line.trimEnd()}`);
  return lines.length > count ? [...shown, '        …'] : shown;
}

function failuresOf(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push({
        where: `${name} > ${test.fullName}`,
        error: test.failureMessages.join('\n'),
      });
    }
    // A file that failed with no failed test in it: it failed to load, or a hook threw.
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push({ where: name, error: file.message || '(no message)' });
    }
  }
  return failures;
}

const lines = ['', 'CI summary:'];
for (const step of process.argv.slice(2)) {
  const [status, name, reportPath] = step.split('|');
  const verdict = status === '0' ? 'passed' : `FAILED (exit ${status})`;
  if (!reportPath || !existsSync(reportPath)) {
    lines.push(`  ${verdict}: ${name}${reportPath ? ' (no test report written)' : ''}`);
    continue;
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const counts = `${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`;
  lines.push(`  ${verdict}: ${name}: ${counts}`);
  const failures = failuresOf(report);
  for (const failure of failures.slice(0, FAILURES_PER_STEP)) {
    lines.push(`    × ${failure.where}`, ...firstLines(failure.error, ERROR_LINES));
  }
  if (failures.length > FAILURES_PER_STEP) {
    lines.push(`    … and ${failures.length - FAILURES_PER_STEP} more failures (above in the log)`);
  }
}
console.log(lines.join('\n'));
