import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exitCode, formatSummary, summarize } from './summarize-tests';

const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      name: '/repo/server/a.test.ts',
      status: 'passed',
      assertionResults: [
        { title: 'a', fullName: 'a', status: 'passed' },
        { title: 'b', fullName: 'b', status: 'passed' },
        { title: 'c', fullName: 'c', status: 'passed' },
        { title: 'd', fullName: 'd', status: 'skipped' },
      ],
    },
  ],
};

/** Playwright's JSON report: one test passed, one passed only on retry, one skipped. */
const playwrightReport = (unexpected = 0) => ({
  stats: { expected: 1, unexpected, flaky: 1, skipped: 1 },
  errors: [],
  suites: [
    {
      title: 'uploader.spec.ts',
      file: 'uploader.spec.ts',
      specs: [
        { title: 'picks photos', tests: [{ projectName: 'phone', status: 'expected' }] },
        { title: 'survives a reload', tests: [{ projectName: 'phone', status: 'flaky' }] },
        { title: 'desktop only', tests: [{ projectName: 'phone', status: 'skipped' }] },
      ],
      suites: unexpected
        ? [
            {
              title: 'offline',
              specs: [{ title: 'keeps edits', tests: [{ projectName: 'desktop', status: 'unexpected' }] }],
            },
          ]
        : [],
    },
  ],
});

describe('summarize', () => {
  it('counts a flaky test as flaky, not passed, names it, and does not fail the run for it', () => {
    const s = summarize({ 'unit.json': vitestReport, 'e2e.json': playwrightReport() }, ['e2e.json']);
    expect(s).toMatchObject({ passed: 4, failed: 0, skipped: 2, flaky: 1 });
    expect(s.flakyTests).toEqual(['[phone] uploader.spec.ts › survives a reload']);
    const text = formatSummary(s);
    expect(text).toContain('  [phone] uploader.spec.ts › survives a reload');
    expect(text.split('\n').at(-1)).toBe('4 passed, 0 failed, 2 skipped, 1 flaky');
    expect(exitCode(s)).toBe(0);
  });

  it('names failed tests, also nested in describe blocks, and fails the run', () => {
    const s = summarize({ 'e2e.json': playwrightReport(1) });
    expect(s).toMatchObject({ passed: 1, failed: 1, flaky: 1 });
    expect(s.failedTests).toEqual(['[desktop] uploader.spec.ts › offline › keeps edits']);
    expect(exitCode(s)).toBe(1);
  });

  it('fails for a test file that broke before its tests ran, a missing report and a failed step', () => {
    const broken = {
      numPassedTests: 0,
      numFailedTests: 0,
      numPendingTests: 0,
      testResults: [
        {
          name: '/repo/workers/x.test.ts',
          status: 'failed',
          message: 'ENOENT: fixtures',
          assertionResults: [],
        },
      ],
    };
    const s = summarize({ 'unit.json': broken }, ['e2e.json']);
    expect(s.failed).toBe(2);
    expect(s.failedTests.join('\n')).toContain('workers/x.test.ts');
    expect(s.failedTests.join('\n')).toContain('e2e.json: missing');
    const clean = summarize({ 'unit.json': vitestReport });
    expect(exitCode(clean)).toBe(0);
    expect(exitCode(clean, ['lint'])).toBe(1);
    expect(formatSummary(clean, ['lint'])).toContain('steps that failed: lint');
  });
});

describe('why a test failed', () => {
  it('follows each failed or flaky test with the first line of its error, without colours', () => {
    const unit = {
      numPassedTests: 0,
      numFailedTests: 1,
      numPendingTests: 0,
      testResults: [
        {
          name: '/repo/server/scale.test.ts',
          status: 'failed',
          assertionResults: [
            {
              title: 'kills',
              fullName: 'workers › kills',
              status: 'failed',
              failureMessages: [
                "\u001b[31mAssertionError\u001b[39m: expected [ 'retry' ]\n    at scale.test.ts:9",
              ],
            },
          ],
        },
      ],
    };
    const e2e = playwrightReport();
    e2e.suites[0]!.specs[1]!.tests[0] = {
      projectName: 'phone',
      status: 'flaky',
      results: [{ error: { message: `Error: ${'x'.repeat(300)}\nCall log:` } }, {}],
    } as never;
    const s = summarize({ 'unit.json': unit, 'e2e.json': e2e });
    expect(s.failedTests).toEqual([
      "/repo/server/scale.test.ts › workers › kills\n    AssertionError: expected [ 'retry' ]",
    ]);
    expect(s.flakyTests[0]).toBe(
      `[phone] uploader.spec.ts › survives a reload\n    Error: ${'x'.repeat(232)}…`,
    );
    expect(formatSummary(s)).toContain("\n    AssertionError: expected [ 'retry' ]\n");
  });
});

describe('the command', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the closing line and exits 0 with only flaky tests, 1 with a failed one', () => {
    dir = mkdtempSync(join(tmpdir(), 'summary-'));
    writeFileSync(join(dir, 'unit.json'), JSON.stringify(vitestReport));
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(playwrightReport()));
    const run = () =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/summarize-tests.ts', dir, '--expect', 'e2e.json'],
        {
          encoding: 'utf8',
        },
      );
    expect(run().trim().split('\n').at(-1)).toBe('4 passed, 0 failed, 2 skipped, 1 flaky');
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(playwrightReport(1)));
    let status = 0;
    try {
      run();
    } catch (e) {
      status = (e as { status: number }).status;
    }
    expect(status).toBe(1);
  }, 60_000);
});
