#!/usr/bin/env node
// `npm test`: every check a change must pass, in stages from the cheapest to the dearest, stopping at
// the first stage that fails. Prints how long each stage took, so a slower suite shows in every run
// (the budget per stage is in docs/testing.md). With STAGE_TIMES_FILE set, each stage's line is also
// appended to that file, which is how .ci/run prints one table for the whole CI run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { runAtOnce } from './run-at-once.mjs';

const stages = [
  // The type check and lint at the same time (a step that is a list runs its scripts at once): both
  // read the generated messages, and neither needs the other.
  { name: 'static checks', scripts: ['generate:check', 'i18n', 'check:content', ['typecheck', 'lint']] },
  { name: 'client', scripts: ['test:unit'] },
  { name: 'API on PGlite', scripts: ['test:server'] },
  {
    // The build once (unless E2E_SKIP_BUILD=1 reuses dist/), the route budgets of docs/performance.md
    // on it (a route over its budget fails the stage), then the browser suite on the same build.
    name: 'browser',
    scripts: [
      ...(process.env.E2E_SKIP_BUILD === '1' ? [] : ['build']),
      'check:budgets',
      { script: 'test:browser', env: { E2E_SKIP_BUILD: '1' } },
    ],
  },
];

function runScripts(scripts) {
  return runAtOnce(scripts.map((script) => ({ label: `npm run ${script}`, command: 'npm', args: ['run', '--silent', script] })));
}

function runScript({ script, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const times = [];
let failed = null;
for (const stage of stages) {
  const started = Date.now();
  console.log(`\n--- ${stage.name}`);
  for (const step of stage.scripts) {
    const together = Array.isArray(step);
    const { script, env } = together ? { script: step.join(' + ') } : typeof step === 'string' ? { script: step } : step;
    const code = together ? await runScripts(step) : await runScript({ script, env });
    if (code !== 0) {
      failed = { stage: stage.name, script, code };
      break;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  times.push({ name: stage.name, seconds, ok: failed === null });
  if (process.env.STAGE_TIMES_FILE) {
    fs.appendFileSync(process.env.STAGE_TIMES_FILE, `${stage.name}\t${seconds.toFixed(0)}\t${failed ? 'failed' : 'passed'}\n`);
  }
  if (failed) break;
}

console.log('\n--- npm test: time per stage');
for (const { name, seconds, ok } of times) {
  console.log(`${name.padEnd(16)} ${formatSeconds(seconds).padStart(8)}${ok ? '' : '  (failed)'}`);
}
const total = times.reduce((sum, t) => sum + t.seconds, 0);
console.log(`${'total'.padEnd(16)} ${formatSeconds(total).padStart(8)}`);

if (failed) {
  console.error(`\nnpm test failed in "${failed.stage}": npm run ${failed.script} exited with ${failed.code}`);
  process.exit(failed.code || 1);
}

function formatSeconds(seconds) {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m ? `${m}m ${String(s).padStart(2, '0')}s` : `${s}s`;
}
