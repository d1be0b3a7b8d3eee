// Adds up the JSON reports of every test run and prints one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const counted = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = counted(file);
  if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (report.stats) {
    // Playwright: flaky tests passed on retry.
    const s = report.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    console.log(`${file}: ${s.expected + s.flaky} passed (${s.flaky} flaky), ${s.unexpected} failed`);
  }
}
if (!existsSync(join(dir, 'e2e.json'))) {
  console.log('e2e.json: missing');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
