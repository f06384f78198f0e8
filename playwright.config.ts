// The browser tests (tests/e2e): Debian's Chromium (Playwright's own browsers cannot be downloaded
// here) against the real server, which webServer starts through tests/e2e/server-for-tests.mjs on a
// fresh PGlite directory. `npm run test:browser` builds the app first; E2E_SKIP_BUILD=1 reuses
// dist/client. The demo accounts sign in once (tests/e2e/sign-in.setup.ts); globalTeardown checks
// that the server stops on SIGTERM within 10 s (tests/e2e/server-shutdown.ts).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_PORT } from './tests/e2e/server-address.ts';

const CI = Boolean(process.env.CI);
// Where the server's starter tells how the server exited (read by the globalTeardown).
process.env.E2E_SERVER_STATE ??= path.join(os.tmpdir(), `remotehire-e2e-server-${E2E_PORT}.json`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Every test on any worker: each makes its own accounts or reads what no other test changes (a file
  // whose tests share what they book says so with test.describe.configure({ mode: 'default' })).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: [['list']],
  // On a loaded machine one action or wait may take a while; the long flows set their own test timeouts.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  globalTeardown: './tests/e2e/server-shutdown.ts',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium floods the closed network with refused connections.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    // Dialogs and the loader then appear without their animations: less waiting, same behaviour.
    reducedMotion: 'reduce',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    screenshot: 'only-on-failure',
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // First, as its four languages are the longest tests; anonymous, it needs no sign-in.
    { name: 'public site', testMatch: /public-site\.test\.ts$/ },
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts$/ },
    { name: 'browser', testMatch: /\.test\.ts$/, testIgnore: /(public-site(-links)?|fractional-hire)\.test\.ts$/, dependencies: ['sign-in'] },
    // Moves billing's clock and bills every subscription due (the dev billing run): after every other browser test.
    { name: 'billing clock', testMatch: /fractional-hire\.test\.ts$/, dependencies: ['browser'] },
    // Reads the links the public site's pages showed once hydrated.
    { name: 'public links', testMatch: /public-site-links\.test\.ts$/, dependencies: ['public site'] },
  ],
  webServer: {
    command: 'node tests/e2e/server-for-tests.mjs',
    url: `${BASE_URL}/api/v1/health`,
    env: { E2E_PORT: String(E2E_PORT), E2E_SERVER_STATE: process.env.E2E_SERVER_STATE },
    reuseExistingServer: false,
    // Migrations and the demo seed on a loaded machine.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
