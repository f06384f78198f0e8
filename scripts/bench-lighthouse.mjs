#!/usr/bin/env node
// `npm run bench:lighthouse [-- --runs=3 --pages=/,/pricing]`: builds the app if needed,
// starts the real server on a free port, and runs Lighthouse (mobile: a mid-range phone
// on a slow 4G network, simulated) in Debian's chromium on the public pages the issue
// names. Prints each category's score, LCP, CLS, TBT and the JavaScript the page loads
// before anyone touches it, in kB gzip. The median run of each page is reported.
// A benchmark, not a test: the machine is shared, so figures move a little between runs.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/pricing,/solutions/accounting,/Privacy-Policy' },
  },
});
const runs = Math.max(1, Number(values.runs));
const pages = values.pages.split(',');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 180 s');
}

/** What the page's scripts weigh gzipped, whatever encoding the server chose to send. */
async function gzipKb(urls) {
  let bytes = 0;
  for (const url of urls) bytes += zlib.gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return bytes / 1024;
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

if (!fs.existsSync(path.join(root, 'dist/client/pages/manifest.json'))) {
  console.log('building the app (npm run build)…');
  if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotehire-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0', PUBLIC_URL: baseUrl, DATABASE_URL: '', SMTP_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
try {
  await waitForHealth(baseUrl, server);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  let version = '';
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${baseUrl}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      version = lhr.lighthouseVersion;
      const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').map((item) => item.url);
      if (lhr.runtimeError) console.error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        js: await gzipKb(scripts),
        failing: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    }
    const byPerformance = [...results].sort((a, b) => a.performance - b.performance);
    const mid = byPerformance[Math.floor(byPerformance.length / 2)];
    rows.push({ page, ...mid, lcp: median(results.map((r) => r.lcp)), tbt: median(results.map((r) => r.tbt)) });
  }
  console.log(`\nLighthouse ${version} mobile, median of ${runs} run(s) per page, ${baseUrl}\n`);
  console.log('page                      perf  a11y  best  seo   LCP ms  CLS     TBT ms  first-load JS kB gzip');
  for (const r of rows) {
    const fixed = (value, digits) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
    const cells = [
      r.page.padEnd(24),
      String(Math.round(r.performance)).padStart(5),
      String(Math.round(r.accessibility)).padStart(5),
      String(Math.round(r.bestPractices)).padStart(5),
      String(Math.round(r.seo)).padStart(4),
      fixed(r.lcp, 0).padStart(8),
      fixed(r.cls, 3).padStart(7),
      fixed(r.tbt, 0).padStart(7),
      fixed(r.js, 1).padStart(8),
    ];
    console.log(cells.join(' '));
    if (r.failing.length) console.log(`  failing audits: ${r.failing.join(', ')}`);
  }
} finally {
  await chrome?.kill();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
