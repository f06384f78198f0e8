#!/usr/bin/env node
// Reads a vitest JSON report and prints the suite's totals and its slowest files, the first thing to
// look at when a stage grows past its budget (docs/testing.md):
//
//   npx vitest run --project 'client*' --reporter=default --reporter=json --outputFile=/tmp/client.json
//   node scripts/slowest-tests.mjs /tmp/client.json [how many, default 10]
import fs from 'node:fs';
import path from 'node:path';

const [reportFile, count = '10'] = process.argv.slice(2);
if (!reportFile) {
  console.error('usage: node scripts/slowest-tests.mjs <vitest json report> [how many]');
  process.exit(2);
}
const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
const files = report.testResults.map((file) => ({
  name: path.relative(process.cwd(), file.name),
  seconds: (file.endTime - file.startTime) / 1000,
  tests: file.assertionResults.length,
  status: file.status,
}));
const sum = files.reduce((total, file) => total + file.seconds, 0);
console.log(
  `${files.length} files, ${report.numTotalTests} tests (${report.numFailedTests} failed); ` +
    `the files' own times add up to ${sum.toFixed(0)} s`,
);
for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, Number(count))) {
  console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(4)} tests  ${file.status === 'passed' ? '' : `${file.status}  `}${file.name}`);
}
