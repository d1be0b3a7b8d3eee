// Adds up the JSON reports of every test run (Vitest and Playwright) in one folder and prints the
// flaky and failed tests by name, then one closing line: "N passed, N failed, N skipped, N flaky".
// A flaky test (failed, then passed on Playwright's retry) is counted as flaky, never as passed; it
// does not fail the run by itself. Usage: tsx scripts/summarize-tests.ts DIR [--failed-step NAME]...
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
}

export interface Summary extends Totals {
  /** One line per report file. */
  perFile: string[];
  /** "[project] file › suite › title" of each flaky test, then the first line of its failure. */
  flakyTests: string[];
  /**
   * Names of failed tests (and of test files that failed before any test ran), each followed by the
   * first line of its error: CI shows only the end of a run's output, this summary.
   */
  failedTests: string[];
}

/** The parts of Vitest's JSON reporter output read here. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName?: string; title: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** The parts of Playwright's JSON reporter output read here. */
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    tests: { projectName?: string; status: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}

/** A terminal colour code (ESC [ ... m). */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** The first line of an error message, without terminal colours, at most 240 characters. */
function firstLine(message: string | undefined): string {
  const line = (message ?? '').replace(COLOUR, '').trim().split('\n')[0] ?? '';
  return line.length > 240 ? `${line.slice(0, 239)}…` : line;
}

/** A test's name, and on the next line (indented by the printout) why it failed, when known. */
const withReason = (name: string, message: string | undefined) => {
  const reason = firstLine(message);
  return reason ? `${name}\n    ${reason}` : name;
};

function vitest(report: VitestReport, out: Summary, file: string) {
  const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  let failed = report.numFailedTests;
  for (const result of report.testResults ?? []) {
    const asserts = result.assertionResults ?? [];
    for (const a of asserts) {
      if (a.status === 'failed') {
        out.failedTests.push(withReason(`${result.name} › ${a.fullName ?? a.title}`, a.failureMessages?.[0]));
      }
    }
    // A file that failed before any test failed in it (an import error, a missing fixture).
    if (result.status === 'failed' && !asserts.some((a) => a.status === 'failed')) {
      failed += 1;
      out.failedTests.push(`${result.name} (the file failed: ${(result.message ?? '').split('\n')[0]})`);
    }
  }
  out.passed += report.numPassedTests;
  out.failed += failed;
  out.skipped += skipped;
  out.perFile.push(`${file}: ${report.numPassedTests} passed, ${failed} failed, ${skipped} skipped`);
}

function playwright(report: PlaywrightReport, out: Summary, file: string) {
  const s = report.stats;
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${test.projectName ? `[${test.projectName}] ` : ''}${[...here, spec.title].join(' › ')}`;
        const error = test.results?.find((r) => r.error?.message)?.error?.message;
        if (test.status === 'flaky') out.flakyTests.push(withReason(name, error));
        if (test.status === 'unexpected') out.failedTests.push(withReason(name, error));
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // Errors outside any test (a global setup or a web server that did not start) fail the run.
  const outside = report.errors?.length ?? 0;
  for (const e of report.errors ?? []) out.failedTests.push(`${file}: ${(e.message ?? '').split('\n')[0]}`);
  out.passed += s.expected;
  out.failed += s.unexpected + outside;
  out.skipped += s.skipped;
  out.flaky += s.flaky;
  out.perFile.push(
    `${file}: ${s.expected} passed, ${s.unexpected + outside} failed, ${s.skipped} skipped, ${s.flaky} flaky`,
  );
}

/** Adds up reports by file name; `expected` names reports that must be there (a missing one fails). */
export function summarize(reports: Record<string, unknown>, expected: readonly string[] = []): Summary {
  const out: Summary = {
    passed: 0,
    failed: 0,
    skipped: 0,
    flaky: 0,
    perFile: [],
    flakyTests: [],
    failedTests: [],
  };
  for (const [file, report] of Object.entries(reports).sort(([a], [b]) => a.localeCompare(b))) {
    if (report && typeof report === 'object' && 'numPassedTests' in report) {
      vitest(report as VitestReport, out, file);
    } else if (report && typeof report === 'object' && 'stats' in report) {
      playwright(report as PlaywrightReport, out, file);
    } else {
      out.failed += 1;
      out.failedTests.push(`${file}: not a Vitest or Playwright report`);
      out.perFile.push(`${file}: unreadable`);
    }
  }
  for (const file of expected) {
    if (!(file in reports)) {
      out.failed += 1;
      out.failedTests.push(`${file}: missing (the run did not write its report)`);
      out.perFile.push(`${file}: missing`);
    }
  }
  return out;
}

export const closingLine = (t: Totals) =>
  `${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped, ${t.flaky} flaky`;

/** The printed summary, ending with the closing line. */
export function formatSummary(s: Summary, failedSteps: readonly string[] = []): string {
  const lines = [...s.perFile];
  if (s.flakyTests.length > 0) {
    lines.push('', `flaky (failed, then passed on retry): ${s.flakyTests.length}`);
    lines.push(...s.flakyTests.map((n) => `  ${n}`));
  }
  if (s.failedTests.length > 0) {
    lines.push('', `failed: ${s.failedTests.length}`);
    lines.push(...s.failedTests.map((n) => `  ${n}`));
  }
  if (failedSteps.length > 0) lines.push('', `steps that failed: ${failedSteps.join(', ')}`);
  lines.push('', closingLine(s));
  return lines.join('\n');
}

/** 0 when nothing failed (flaky tests alone do not fail the run), 1 otherwise. */
export const exitCode = (s: Totals, failedSteps: readonly string[] = []) =>
  s.failed > 0 || failedSteps.length > 0 ? 1 : 0;

function main(argv: string[]) {
  const [dir, ...rest] = argv;
  if (!dir) {
    console.error('usage: tsx scripts/summarize-tests.ts DIR [--failed-step NAME]... [--expect FILE]...');
    process.exit(2);
  }
  const failedSteps: string[] = [];
  const expected: string[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    if (rest[i] === '--failed-step' && rest[i + 1]) failedSteps.push(rest[i + 1]!);
    else if (rest[i] === '--expect' && rest[i + 1]) expected.push(rest[i + 1]!);
  }
  const reports: Record<string, unknown> = {};
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      try {
        reports[file] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      } catch {
        reports[file] = null;
      }
    }
  }
  const summary = summarize(reports, expected);
  console.log(formatSummary(summary, failedSteps));
  process.exit(exitCode(summary, failedSteps));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
