#!/usr/bin/env node
// `npm run bench:lighthouse [-- --runs=3 --pages=/,/pricing --signed-in=/dashboard,/hire-staff/checkout@realty]`:
// builds the app if needed, starts the real server on a free port and a fresh PGlite directory, and
// runs Lighthouse (mobile: a mid-range phone on a slow 4G network, simulated) in Debian's chromium.
//
// --pages: public pages, measured as a visitor (no cookies). --signed-in (on by default; `--signed-in=`
// turns it off): signed-in pages, each `path[@account]` (account: employer, the default, realty,
// candidate or admin: the demo accounts of README.md, seeded with SEED_DEMO=1). Each account signs
// in through the API (POST /auth/login with the XSRF cookie and header, as scripts/bench-api.ts
// does) and its session cookies are set in a browser context of its own before Lighthouse loads
// the page. Lighthouse clears the cache before every run and keeps cookies, so each run is a cold
// load of a signed-in page. `/hire-staff/checkout` without a query opens on the account's first
// accepted offer, as the offers page links to it (src/features/hiring/OfferCard.tsx).
//
// Prints per page the account that measured it, each category's score, LCP, CLS, TBT, the
// JavaScript the page loaded (kB gzip -9) and its number of script requests: the median run of
// each page. A benchmark, not a test: the machine is shared, so figures move a little between runs.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// The puppeteer-core Lighthouse itself drives Chrome with: one copy, one protocol version.
const puppeteer = (await import(pathToFileURL(createRequire(import.meta.resolve('lighthouse')).resolve('puppeteer-core')).href)).default;

const API = '/api/v1';
// The demo accounts (README.md, "Demo accounts"; server/seed/demo-data.ts).
const ACCOUNTS = {
  employer: { email: 'employer@demo.remotehire.test', password: 'Demo-Employer-2026' },
  realty: { email: 'realty@demo.remotehire.test', password: 'Demo-Realty-2026' },
  candidate: { email: 'candidate@demo.remotehire.test', password: 'Demo-Candidate-2026' },
  admin: { email: 'admin@demo.remotehire.test', password: 'Demo-Admin-2026' },
};
const CHECKOUT = '/hire-staff/checkout';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/pricing,/solutions/accounting,/Privacy-Policy' },
    // The employer's dashboard and jobs list (Northwind: 6 jobs), and the realty employer's checkout (an accepted offer).
    'signed-in': { type: 'string', default: `/dashboard,/dashboard/activity/jobs,${CHECKOUT}@realty` },
  },
});
const runs = Math.max(1, Number(values.runs));
const list = (value) => value.split(',').map((item) => item.trim()).filter(Boolean);
const targets = [
  ...list(values.pages).map((page) => ({ page, account: undefined })),
  ...list(values['signed-in']).map((item) => {
    const [page, account = 'employer'] = item.split('@');
    if (!ACCOUNTS[account]) throw new Error(`--signed-in ${item}: no account "${account}" (${Object.keys(ACCOUNTS).join(', ')})`);
    return { page, account };
  }),
];
const signedIn = targets.some((target) => target.account);

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
      if ((await fetch(`${baseUrl}${API}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 180 s');
}

/** Signs in through the API; returns the cookies the server set, as the browser would keep them. */
async function signIn(baseUrl, { email, password }) {
  const jar = new Map();
  const keep = (response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        url: baseUrl,
        httpOnly: attributes.some((attribute) => attribute.toLowerCase() === 'httponly'),
        sameSite: 'Lax',
      });
    }
  };
  const cookieHeader = () => [...jar.values()].map(({ name, value }) => `${name}=${value}`).join('; ');
  keep(await fetch(`${baseUrl}${API}/health`));
  const response = await fetch(`${baseUrl}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(), 'x-xsrf-token': jar.get('XSRF-TOKEN')?.value ?? '' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`signing in as ${email} answered ${response.status}: ${await response.text()}`);
  keep(response);
  return { cookies: [...jar.values()], cookieHeader: cookieHeader() };
}

/** The checkout as the offers page opens it: on the first offer the employer's candidates accepted. */
async function checkoutPath(baseUrl, session, email) {
  const response = await fetch(`${baseUrl}${API}/employer/hirestaff/initiate`, { headers: { cookie: session.cookieHeader } });
  if (response.status !== 200) throw new Error(`GET ${API}/employer/hirestaff/initiate answered ${response.status}: ${await response.text()}`);
  const offerId = (await response.json()).data[1]?.[0]?.employment_offer.id;
  if (!offerId) throw new Error(`${email} has no accepted offer awaiting payment: measure ${CHECKOUT}@realty`);
  return `${CHECKOUT}?offer=${encodeURIComponent(offerId)}`;
}

/** What the page's scripts weigh gzipped, whatever encoding the server chose to send. */
async function gzipKb(urls) {
  let bytes = 0;
  for (const url of urls) bytes += zlib.gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return bytes / 1024;
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** Lighthouse's median run of one page, in a browser page that already holds the account's cookies. */
async function measure(baseUrl, browserPage, chromePort, target) {
  const results = [];
  let version = '';
  // A run Lighthouse could not record (NO_NAVSTART on a busy machine) has no figures: run it again, twice at most.
  for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt++) {
    const { lhr } = await lighthouse(`${baseUrl}${target.path}`, { port: chromePort, output: 'json', logLevel: 'error' }, undefined, browserPage);
    version = lhr.lighthouseVersion;
    if (lhr.runtimeError) {
      console.error(`${target.page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      continue;
    }
    // A session the app did not accept ends on /login: that would measure the wrong page.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(`${baseUrl}${target.path}`).pathname) throw new Error(`${target.page} ended on ${landed}: not measured`);
    const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').map((item) => item.url);
    results.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      js: await gzipKb(scripts),
      scripts: scripts.length,
      failing: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    });
  }
  if (results.length === 0) throw new Error(`${target.page}: Lighthouse recorded none of ${runs + 2} runs`);
  const byPerformance = [...results].sort((a, b) => a.performance - b.performance);
  const mid = byPerformance[Math.floor(byPerformance.length / 2)];
  return { version, row: { ...mid, runs: results.length, lcp: median(results.map((r) => r.lcp)), tbt: median(results.map((r) => r.tbt)) } };
}

function printRows(rows) {
  const fixed = (value, digits) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
  const pageWidth = Math.max(4, ...rows.map((r) => r.page.length));
  const accountWidth = Math.max(10, ...rows.map((r) => r.account.length));
  console.log(`${'page'.padEnd(pageWidth)} ${'measured as'.padEnd(accountWidth)}  perf  a11y  best  seo   LCP ms  CLS     TBT ms  JS kB gzip  scripts`);
  for (const r of rows) {
    const cells = [
      r.page.padEnd(pageWidth),
      r.account.padEnd(accountWidth),
      String(Math.round(r.performance)).padStart(5),
      String(Math.round(r.accessibility)).padStart(5),
      String(Math.round(r.bestPractices)).padStart(5),
      String(Math.round(r.seo)).padStart(4),
      fixed(r.lcp, 0).padStart(8),
      fixed(r.cls, 3).padStart(7),
      fixed(r.tbt, 0).padStart(7),
      fixed(r.js, 1).padStart(11),
      String(r.scripts).padStart(8),
    ];
    console.log(cells.join(' '));
    if (r.runs < runs) console.log(`  only ${r.runs} of ${runs} runs recorded`);
    if (r.failing.length) console.log(`  failing audits: ${r.failing.join(', ')}`);
  }
}

if (!fs.existsSync(path.join(root, 'dist/client/pages/manifest.json'))) {
  console.log('building the app (npm run build)…');
  if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotehire-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The demo accounts and their data only when a signed-in page is measured; public pages don't read them.
    SEED_DEMO: signedIn ? '1' : '0',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: '',
    SMTP_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
let browser;
try {
  await waitForHealth(baseUrl, server);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  // One browser context per account (and one for visitors): cookies and local storage stay with their account.
  const byAccount = new Map();
  for (const target of targets) byAccount.set(target.account, [...(byAccount.get(target.account) ?? []), target]);
  const rows = [];
  let version = '';
  for (const [account, group] of byAccount) {
    const context = await browser.createBrowserContext();
    try {
      const browserPage = await context.newPage();
      const session = account ? await signIn(baseUrl, ACCOUNTS[account]) : undefined;
      if (session) await browserPage.setCookie(...session.cookies);
      for (const target of group) {
        const pagePath = session && target.page === CHECKOUT ? await checkoutPath(baseUrl, session, ACCOUNTS[account].email) : target.page;
        if (pagePath !== target.page) console.log(`${target.page}: measured at ${pagePath}`);
        const measured = await measure(baseUrl, browserPage, chrome.port, { ...target, path: pagePath });
        version = measured.version;
        rows.push({ page: target.page, account: account ? ACCOUNTS[account].email : 'visitor', ...measured.row });
      }
    } finally {
      await context.close();
    }
  }
  console.log(`\nLighthouse ${version} mobile, cold loads, median of ${runs} run(s) per page, ${baseUrl}\n`);
  printRows(rows);
} finally {
  await browser?.disconnect();
  await chrome?.kill();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
