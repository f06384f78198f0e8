#!/usr/bin/env node
// The server the browser tests run against, as playwright.config.ts's webServer starts it: the real
// server (server/main.ts) on E2E_PORT with a fresh PGlite directory and the demo accounts. Its log goes
// to test-results/server.log. When the server exits, for whatever reason, this writes how it exited
// to E2E_SERVER_STATE (read by server-shutdown.ts, which checks that SIGTERM stops it within 10 s),
// deletes the directory and exits. SIGTERM or SIGINT sent here is passed on to the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = process.env.E2E_PORT;
const stateFile = process.env.E2E_SERVER_STATE;
if (!port || !stateFile) throw new Error('E2E_PORT and E2E_SERVER_STATE are set by playwright.config.ts');
const baseUrl = `http://127.0.0.1:${port}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotehire-e2e-'));
const logFile = path.join(root, 'test-results', 'server.log');
fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.openSync(logFile, 'w');

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    PUBLIC_URL: baseUrl,
    SMTP_URL: '',
    DATABASE_URL: '',
    // Every test signs in, signs up and submits forms from the same address: dozens of people in
    // a few minutes, where the real limits expect a team at most (server/http/rate-limit.ts).
    RATE_LIMIT_UNSAFE_PER_MINUTE: '10000',
    RATE_LIMIT_LOGINS_PER_ADDRESS: '1000',
    RATE_LIMIT_SIGNUPS_PER_ADDRESS: '1000',
  },
  stdio: ['ignore', log, log],
});

const write = (state) => fs.writeFileSync(stateFile, JSON.stringify(state));
write({ pid: server.pid, dataDir, logFile, exit: null });

server.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  write({ pid: server.pid, dataDir, logFile, exit: { code, signal, dataDirRemoved: !fs.existsSync(dataDir) } });
  process.exit(code ?? 1);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
}
