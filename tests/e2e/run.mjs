#!/usr/bin/env node
// `npm run test:browser`: builds the app, starts the real server on a free port
// with a fresh PGlite directory, runs tests/e2e/*.test.ts against it with Node's
// test runner, then stops the server (SIGTERM, which must end it within 10 s)
// and deletes the directory. Exits with the tests' code.
//
//   node tests/e2e/run.mjs                          build, then every file
//   node tests/e2e/run.mjs tests/e2e/guard.test.ts  build, then only these files
//   E2E_SKIP_BUILD=1 node tests/e2e/run.mjs         reuse dist/client (local iteration only)
//   E2E_GREP='a11y \(es\)' node tests/e2e/run.mjs …  only the tests whose names match (a regular expression)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const e2eDir = path.join(root, 'tests', 'e2e');
const HEALTH_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const FILE_TIMEOUT_MS = 20 * 60_000;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[e2e ${seconds()}] ${line}`);

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

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

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p));
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server exited before it was ready (code ${server.exitCode}, signal ${server.signalCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`GET /api/v1/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM, then the server has STOP_TIMEOUT_MS to finish its requests and close the database. */
async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) {
    return { ok: false, reason: `the server had already exited (code ${server.exitCode}, signal ${server.signalCode}) before the end of the tests` };
  }
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  server.kill('SIGTERM');
  const timer = new Promise((resolve) => setTimeout(() => resolve(null), STOP_TIMEOUT_MS));
  const result = await Promise.race([exited, timer]);
  if (result === null) {
    server.kill('SIGKILL');
    await exited;
    return { ok: false, reason: `the server did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM (killed)` };
  }
  if (result.code !== 0) {
    return { ok: false, reason: `the server exited with code ${result.code} (signal ${result.signal}) after SIGTERM, expected 0` };
  }
  return { ok: true };
}

function testFiles() {
  const requested = process.argv.slice(2);
  if (requested.length > 0) return requested.map((file) => path.resolve(file));
  // Expanded here rather than by a shell, so it works the same everywhere.
  return fs
    .readdirSync(e2eDir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join(e2eDir, name));
}

async function main() {
  const chromium = chromiumPath();
  if (!chromium) {
    console.error('Chromium is missing: install Debian\'s with `apt-get update && apt-get install -y chromium` (npx playwright install cannot work here).');
    return 1;
  }

  if (process.env.E2E_SKIP_BUILD === '1' && fs.existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
    say('E2E_SKIP_BUILD=1: reusing dist/client');
  } else {
    say('npm run build');
    const built = await run('npm', ['run', 'build']);
    if (built !== 0) {
      console.error(`npm run build failed (exit ${built})`);
      return built;
    }
  }

  const port = await freePort();
  // One origin everywhere: the browser, the mailed links (PUBLIC_URL) and the cookies.
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotehire-e2e-'));
  const log = [];
  let server;
  let testsCode = 1;
  let stop = { ok: true };
  try {
    say(`starting the server on ${baseUrl} (DATA_DIR ${dataDir})`);
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: '1',
        PUBLIC_URL: baseUrl,
        SMTP_URL: '',
        DATABASE_URL: '',
        // Every test signs in and submits forms from the same address.
        RATE_LIMIT_UNSAFE_PER_MINUTE: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.on('data', (chunk) => log.push(chunk));
    server.stderr.on('data', (chunk) => log.push(chunk));

    await waitForHealth(baseUrl, server);
    say('server ready; running the browser tests');

    testsCode = await run(
      process.execPath,
      // Node 20 applies --test-timeout to each whole file, not to each test (browserTest sets
      // those): it only stops a file that hangs, so it allows a long file on a loaded machine.
      [
        '--import',
        'tsx',
        '--test',
        '--test-concurrency=1',
        `--test-timeout=${FILE_TIMEOUT_MS}`,
        ...(process.env.E2E_GREP ? [`--test-name-pattern=${process.env.E2E_GREP}`] : []),
        ...testFiles(),
      ],
      { env: { ...process.env, BASE_URL: baseUrl, CHROMIUM_PATH: chromium } },
    );
  } catch (error) {
    console.error(`[e2e] ${error instanceof Error ? error.message : error}`);
    testsCode = 1;
  } finally {
    if (server) {
      stop = await stopServer(server);
      if (stop.ok) say('server stopped cleanly');
      else console.error(`[e2e] ${stop.reason}`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const code = testsCode !== 0 ? testsCode : stop.ok ? 0 : 1;
  if (code !== 0) {
    const text = Buffer.concat(log).toString('utf8').trim();
    console.error(`\n----- server log (LOG_LEVEL=warn) -----\n${text || '(empty)'}\n----- end of server log -----`);
  }
  say(code === 0 ? 'passed' : `failed (exit ${code})`);
  return code;
}

process.exitCode = await main();
